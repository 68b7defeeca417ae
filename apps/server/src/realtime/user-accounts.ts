// Browser accounts in Mosquitto's dynamic-security plugin (external broker; deploy/mosquitto/README.md
// "Browsers"). Stock Mosquitto cannot check an access token, so each signed-in user who asks
// (POST /api/realtime/credentials) gets a client `u-<user id>` with a random password and a role
// `yaam-user-<user id>` whose ACLs are what browserSubscribeAllowed / browserPublishAllowed allow for
// the user's permissions. The account ends with the access token: the client's textname carries the
// expiry, a timer deletes it then (only if no later request extended it, from any server), and a
// sweep removes accounts whose server went away before their timer fired.
import { randomBytes } from 'node:crypto';

import type { Permission } from '@yaam/shared/permissions';
import { browserPublishAllowed, browserSubscribeAllowed, TOPIC_ROOT } from '@yaam/shared/topics';
import type { FastifyBaseLogger } from 'fastify';

import type { Dynsec } from './dynsec';

export const userClientName = (userId: string) => `u-${userId}`;
export const userRoleName = (userId: string) => `yaam-user-${userId}`;
const USER_CLIENT_PREFIX = 'u-';

export interface DynsecAcl {
  acltype: 'subscribePattern' | 'publishClientSend';
  topic: string;
  allow: boolean;
  priority: number;
}

export interface UserCredentials {
  username: string;
  /** Returned once; Mosquitto keeps only its own salted hash. */
  password: string;
  /** ms since the epoch */
  expiresAt: number;
}

export interface UserAccounts {
  /**
   * Creates the user's client and role, or gives an existing client a new password and the role the
   * ACLs of the user's current permissions. A new password closes the account's live connections
   * (Mosquitto 2.0), so the browser shares it between its tabs. The account is deleted at `expiresAt` (ms).
   */
  provision(userId: string, permissions: readonly Permission[], expiresAt: number): Promise<UserCredentials>;
  /** Deletes the user's client (closing its connections) and role. */
  revoke(userId: string): Promise<void>;
  /** Deletes every `u-…` client whose expiry has passed; resolves with how many. */
  sweep(): Promise<number>;
  /** Stops the timers (the accounts stay; the sweep of a later process removes expired ones). */
  close(): void;
}

const SANDBOX = `${TOPIC_ROOT}/sandbox`;

/** One filter per area of browserSubscribeAllowed; each is granted only when the shared rule allows it. */
const SUBSCRIBE_PATTERNS = [
  `${TOPIC_ROOT}/alerts/+`,
  `${TOPIC_ROOT}/reads/+`,
  `${TOPIC_ROOT}/devices/+/state`,
  `${TOPIC_ROOT}/chats/+`,
  `${SANDBOX}/#`,
];

/** The role's ACLs for `permissions`: exactly what the embedded broker's rules allow a browser. */
export function userAcls(permissions: readonly Permission[]): DynsecAcl[] {
  const acls: DynsecAcl[] = [];
  for (const topic of SUBSCRIBE_PATTERNS) {
    if (browserSubscribeAllowed(permissions, topic)) acls.push({ acltype: 'subscribePattern', topic, allow: true, priority: 10 });
  }
  if (browserPublishAllowed(permissions, `${SANDBOX}/any`)) {
    acls.push({ acltype: 'publishClientSend', topic: `${SANDBOX}/#`, allow: true, priority: 10 });
  }
  // Mosquitto's `a/#` matches `a` itself, which the shared rules refuse; and the catch-all denials
  // keep the role closed even on a broker whose default ACL access allows publish or subscribe.
  acls.push(
    { acltype: 'subscribePattern', topic: SANDBOX, allow: false, priority: 20 },
    { acltype: 'publishClientSend', topic: SANDBOX, allow: false, priority: 20 },
    { acltype: 'subscribePattern', topic: '#', allow: false, priority: 0 },
    { acltype: 'publishClientSend', topic: '#', allow: false, priority: 0 },
  );
  return acls;
}

const EXPIRY_MARK = ' until ';
const textnameFor = (userId: string, expiresAt: number) => `Yaam user ${userId}${EXPIRY_MARK}${new Date(expiresAt).toISOString()}`;

/** The expiry written into a client's textname, or null when it carries none. */
export function expiryOf(textname: unknown): number | null {
  if (typeof textname !== 'string') return null;
  const at = textname.lastIndexOf(EXPIRY_MARK);
  if (at < 0) return null;
  const ms = Date.parse(textname.slice(at + EXPIRY_MARK.length));
  return Number.isFinite(ms) ? ms : null;
}

/** setTimeout's ceiling; a longer expiry is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;
const aclKey = (a: { acltype: string; topic: string }) => `${a.acltype}\u0000${a.topic}`;

export function createUserAccounts(dynsec: Dynsec, log: FastifyBaseLogger): UserAccounts {
  const timers = new Map<string, NodeJS.Timeout>();
  // One change at a time per user in this process (two tabs asking at once).
  const queues = new Map<string, Promise<unknown>>();
  let closed = false;

  function serial<T>(userId: string, task: () => Promise<T>): Promise<T> {
    const previous = queues.get(userId) ?? Promise.resolve();
    const next = previous.catch(() => {}).then(task);
    queues.set(userId, next);
    void next.finally(() => {
      if (queues.get(userId) === next) queues.delete(userId);
    }).catch(() => {});
    return next;
  }

  function schedule(userId: string, expiresAt: number) {
    clearTimeout(timers.get(userId));
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(userId);
      void serial(userId, () => expireIfDue(userId)).catch((err: unknown) =>
        log.warn({ err, userId }, 'mqtt: could not remove an expired browser account (dynamic-security)'),
      );
    }, Math.max(0, Math.min(MAX_TIMER_MS, expiresAt - Date.now())));
    timer.unref();
    timers.set(userId, timer);
  }

  async function remove(userId: string) {
    await dynsec.run({ command: 'deleteClient', username: userClientName(userId) }, /not found/i);
    await dynsec.run({ command: 'deleteRole', rolename: userRoleName(userId) }, /not found/i);
  }

  /** Deletes the account unless a later request (from any server) extended it. */
  async function expireIfDue(userId: string) {
    const r = await dynsec.run({ command: 'getClient', username: userClientName(userId) }, /not found/i);
    if (r.error) return remove(userId);
    const client = (r.data as { client?: { textname?: unknown } } | undefined)?.client;
    const expiresAt = expiryOf(client?.textname) ?? 0;
    if (expiresAt > Date.now()) {
      if (expiresAt - Date.now() >= MAX_TIMER_MS) schedule(userId, expiresAt);
      return;
    }
    await remove(userId);
  }

  async function upsertRole(userId: string, acls: DynsecAcl[]) {
    const rolename = userRoleName(userId);
    const created = await dynsec.run({ command: 'createRole', rolename, textname: `Yaam user ${userId}`, acls }, /already exists/i);
    if (!created.error) return;
    // The role exists: bring its ACLs in step (permissions may have changed since).
    const got = await dynsec.run({ command: 'getRole', rolename });
    const current = ((got.data as { role?: { acls?: DynsecAcl[] } } | undefined)?.role?.acls ?? []);
    const wanted = new Map(acls.map((a) => [aclKey(a), a]));
    const have = new Map(current.map((a) => [aclKey(a), a]));
    for (const [key, a] of have) {
      const w = wanted.get(key);
      if (!w || w.allow !== a.allow || w.priority !== a.priority) {
        await dynsec.run({ command: 'removeRoleACL', rolename, acltype: a.acltype, topic: a.topic }, /not found/i);
        have.delete(key);
      }
    }
    for (const [key, a] of wanted) {
      if (!have.has(key)) await dynsec.run({ command: 'addRoleACL', rolename, ...a });
    }
  }

  async function upsertClient(userId: string, password: string, expiresAt: number) {
    const username = userClientName(userId);
    const rolename = userRoleName(userId);
    const textname = textnameFor(userId, expiresAt);
    const created = await dynsec.run(
      { command: 'createClient', username, password, textname, roles: [{ rolename, priority: 0 }] },
      /already exists/i,
    );
    if (!created.error) return;
    // A new password (Mosquitto 2.0 then closes the account's live connections: the user's other
    // tabs reconnect with it) and expiry; the role again in case it was deleted meanwhile (Mosquitto
    // 2.0 answers "Internal error" when the client has it already).
    await dynsec.run({ command: 'modifyClient', username, password, textname });
    await dynsec.run({ command: 'addClientRole', username, rolename, priority: 0 }, /internal error|already/i);
    await dynsec.run({ command: 'enableClient', username });
  }

  return {
    provision(userId, permissions, expiresAt) {
      return serial(userId, async () => {
        const password = randomBytes(24).toString('base64url');
        await upsertRole(userId, userAcls(permissions));
        await upsertClient(userId, password, expiresAt);
        schedule(userId, expiresAt);
        return { username: userClientName(userId), password, expiresAt };
      });
    },
    revoke(userId) {
      clearTimeout(timers.get(userId));
      timers.delete(userId);
      return serial(userId, () => remove(userId));
    },
    async sweep() {
      const r = await dynsec.run({ command: 'listClients', verbose: true });
      const clients = (r.data as { clients?: Array<{ username?: unknown; textname?: unknown }> } | undefined)?.clients ?? [];
      let removed = 0;
      for (const c of clients) {
        if (typeof c.username !== 'string' || !c.username.startsWith(USER_CLIENT_PREFIX)) continue;
        const expiresAt = expiryOf(c.textname);
        if (expiresAt === null || expiresAt > Date.now()) continue;
        const userId = c.username.slice(USER_CLIENT_PREFIX.length);
        await serial(userId, () => expireIfDue(userId));
        removed++;
      }
      return removed;
    },
    close() {
      closed = true;
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
    },
  };
}
