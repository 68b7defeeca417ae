// How this browser signs in to the broker (POST /api/realtime/credentials, CONTRACT "MQTT"). Embedded
// broker: mode `token`, the access token is the password (read again at each reconnect, it may have
// been renewed). External Mosquitto: mode `provisioned`, a per-user account whose password ends with
// the access token; a new one is fetched when the old one expired or the broker refused it. Each
// fetch gives the account a new password and Mosquitto closes the user's other connections, so the
// tabs of this browser share fresh credentials over a BroadcastChannel instead of each fetching its own.
// Checked by hand against the shared contract's type: zod stays out of the first page's JavaScript.
import type { RealtimeCredentials } from '@yaam/shared/contracts/auth';

export interface BrokerLogin {
  username: string;
  password: string;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Mirrors realtimeCredentialsSchema (packages/shared/src/contracts/auth.ts). */
export function parseRealtimeCredentials(raw: unknown): RealtimeCredentials {
  const bad = (field: string) => new Error(`Invalid realtime credentials: ${field}`);
  if (!isObj(raw)) throw bad('body');
  const { username, password, mode, expiresAt } = raw;
  if (typeof username !== 'string' || username === '') throw bad('username');
  if (mode !== 'token' && mode !== 'provisioned') throw bad('mode');
  if (mode === 'provisioned' && (typeof password !== 'string' || password === '')) throw bad('password');
  if (password !== null && typeof password !== 'string') throw bad('password');
  if (expiresAt !== undefined && (typeof expiresAt !== 'string' || Number.isNaN(Date.parse(expiresAt)))) throw bad('expiresAt');
  return { username, password, mode, ...(typeof expiresAt === 'string' ? { expiresAt } : {}) };
}

/** Provisioned credentials this close to their end count as expired. */
export const EXPIRY_MARGIN_MS = 5_000;
export const CREDENTIALS_CHANNEL = 'yaam-realtime-credentials';

interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface CredentialSourceDeps {
  /** POST /api/realtime/credentials through the app's HTTP client (bearer token, refresh on 401). */
  fetchCredentials: () => Promise<unknown>;
  /** The current access token (mode `token`). */
  getToken: () => string;
  /** Tabs' shared channel; default a BroadcastChannel when the browser has one. */
  channel?: ChannelLike | null;
  now?: () => number;
}

export interface CredentialSource {
  readonly mode: RealtimeCredentials['mode'];
  /** The login for the next CONNECT. */
  current(): BrokerLogin;
  /** Provisioned credentials that ended (or are about to); never for mode `token`. */
  expired(): boolean;
  /** Fetches new credentials (one request at a time) and shares them with the other tabs. */
  refresh(): Promise<void>;
  close(): void;
}

function defaultChannel(): ChannelLike | null {
  try {
    return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CREDENTIALS_CHANNEL);
  } catch {
    return null;
  }
}

export async function createCredentialSource(deps: CredentialSourceDeps): Promise<CredentialSource> {
  const now = deps.now ?? Date.now;
  let creds = parseRealtimeCredentials(await deps.fetchCredentials());
  const channel = creds.mode === 'provisioned' ? (deps.channel === undefined ? defaultChannel() : deps.channel) : null;
  let inFlight: Promise<void> | null = null;

  channel?.addEventListener('message', (event: MessageEvent) => {
    try {
      const shared = parseRealtimeCredentials(event.data);
      if (shared.mode === 'provisioned' && shared.username === creds.username) creds = shared;
    } catch {
      // not ours
    }
  });

  return {
    get mode() {
      return creds.mode;
    },
    current() {
      if (creds.mode === 'token') return { username: creds.username, password: deps.getToken() };
      return { username: creds.username, password: creds.password ?? '' };
    },
    expired() {
      if (creds.mode !== 'provisioned' || !creds.expiresAt) return false;
      return Date.parse(creds.expiresAt) - EXPIRY_MARGIN_MS <= now();
    },
    refresh() {
      inFlight ??= (async () => {
        try {
          const fresh = parseRealtimeCredentials(await deps.fetchCredentials());
          creds = fresh;
          if (fresh.mode === 'provisioned') channel?.postMessage(fresh);
        } finally {
          inFlight = null;
        }
      })();
      return inFlight;
    },
    close() {
      channel?.close();
    },
  };
}
