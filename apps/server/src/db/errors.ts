// PostgreSQL error codes, read through Drizzle's wrapper (the driver's error is its `cause`).

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

interface PgErrorLike {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

export function pgErrorOf(err: unknown): { code: string; constraint: string | undefined } | undefined {
  for (let e = err as PgErrorLike | undefined, depth = 0; e && depth < 4; e = e.cause as PgErrorLike | undefined, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return { code: e.code, constraint: e.constraint };
  }
  return undefined;
}
