// Configuration from the environment (CONTRACT "Configuration"), validated once at start-up.
import path from 'node:path';

import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
const bool01 = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const url = (protocols: RegExp, what: string) =>
  z.string().refine((v) => {
    try {
      return protocols.test(new URL(v).protocol);
    } catch {
      return false;
    }
  }, `must be a ${what} URL`);

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: url(/^https?:$/, 'http(s)').optional(),
  YAAM_DATA_DIR: z.string().min(1).default('./data'),
  PGLITE_THREAD: bool01.optional(),
  DATABASE_URL: url(/^postgres(ql)?:$/, 'postgres://').optional(),
  MQTT_URL: url(/^(mqtts?|wss?|tcp):$/, 'mqtt://, mqtts://, ws:// or wss://').optional(),
  MQTT_USERNAME: z.string().min(1).default('yaam-server'),
  MQTT_PASSWORD: z.string().optional(),
  MQTT_WS_URL: url(/^wss?:$/, 'ws(s)://').optional(),
  MQTT_TCP_PORT: port.default(1884),
  MQTT_SHARE_GROUP: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, dash or underscore')
    .default('yaam-server'),
  MQTT_CONNECTIONS: z.coerce.number().int().min(1).max(32).default(4),
  READS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  OIDC_ISSUER: url(/^https?:$/, 'http(s)').optional(),
  OIDC_CLIENT_ID: z.string().min(1).default('yaam-web'),
  OIDC_AUDIENCE: z.string().min(1).optional(),
  YAAM_DEMO: bool01.optional(),
  YAAM_DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').default('yaam-demo'),
  MAP_STYLE_URL: url(/^https?:$/, 'http(s)').optional(),
  ALERT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  YAAM_WEB_DIST: z.string().optional(),
});

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** the embedded database in its own thread (default) or in the server's */
  pgliteThread: boolean;
  databaseUrl: string | undefined;
  mqtt: {
    url: string | undefined;
    username: string;
    password: string | undefined;
    wsUrl: string | undefined;
    tcpPort: number;
    /** shared-subscription group of the server processes on an external broker */
    shareGroup: string;
    /** connections each server process opens to an external broker, all in the share group */
    connections: number;
  };
  /** plate reads older than this many days are deleted */
  readsRetentionDays: number;
  oidc: {
    /** undefined = the built-in provider at `${publicUrl}/oidc` */
    issuer: string | undefined;
    clientId: string;
    audience: string;
  };
  demo: boolean;
  demoPassword: string;
  mapStyleUrl: string | undefined;
  /** reads of the same vehicle for the same watch entry this close together join one alert */
  alertWindowMinutes: number;
  /** sign-in attempts per minute for one address and user name (built-in provider) */
  signInRateLimit: number;
  logLevel: string;
  webDist: string;
}

export class ConfigError extends Error {
  constructor(readonly lines: string[]) {
    super(`Invalid configuration:\n${lines.join('\n')}`);
  }
}

const blankToUndefined = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));

/** Reads the environment; throws ConfigError with one line per bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(blankToUndefined(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const name = String(i.path[0] ?? '?');
      const value = env[name];
      const shown = name.includes('PASSWORD') ? '(hidden)' : JSON.stringify(value);
      return `${name}=${shown}: ${i.message}`;
    });
    throw new ConfigError([...new Set(lines)]);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: path.resolve(e.YAAM_DATA_DIR),
    pgliteThread: e.PGLITE_THREAD ?? true,
    databaseUrl: e.DATABASE_URL,
    mqtt: {
      url: e.MQTT_URL,
      username: e.MQTT_USERNAME,
      password: e.MQTT_PASSWORD,
      wsUrl: e.MQTT_WS_URL,
      tcpPort: e.MQTT_TCP_PORT,
      shareGroup: e.MQTT_SHARE_GROUP,
      connections: e.MQTT_CONNECTIONS,
    },
    readsRetentionDays: e.READS_RETENTION_DAYS,
    oidc: {
      issuer: e.OIDC_ISSUER?.replace(/\/+$/, ''),
      clientId: e.OIDC_CLIENT_ID,
      audience: e.OIDC_AUDIENCE ?? 'yaam-api',
    },
    demo: e.YAAM_DEMO ?? e.DATABASE_URL === undefined,
    demoPassword: e.YAAM_DEMO_PASSWORD,
    mapStyleUrl: e.MAP_STYLE_URL,
    alertWindowMinutes: e.ALERT_WINDOW_MINUTES,
    signInRateLimit: e.SIGN_IN_RATE_LIMIT,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.YAAM_WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
  };
}

/** The issuer the API trusts: the external one, or the built-in provider. */
export function issuerOf(config: Config): string {
  return config.oidc.issuer ?? `${config.publicUrl}/oidc`;
}
