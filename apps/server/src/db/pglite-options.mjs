// How the server opens PGlite, in its own thread (pglite-worker.mjs) and in-process (tests, the
// bench's COPY ceiling): plain JavaScript, as the worker that imports it.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * PGlite's own start parameters, plus `wal_init_zero=off`: a new 16 MB WAL segment is no longer
 * filled with zeros before it is used (only its last byte is written). At ~1 KB of WAL a stored read,
 * the zeros were as many bytes written as the WAL itself. Our insert statement in 500-row batches on
 * disk, both settings in one process taking turns (8 rounds of 20,000 rows, twice): 4–5 % more rows
 * a second. It changes no guarantee: PostgreSQL finds the end of its WAL by each record's checksum,
 * not by zeros, and PGlite runs with fsync off (`-F`) anyway.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'wal_init_zero=off'];

export const pgliteOptions = () => ({ extensions: { pg_trgm }, startParams: PGLITE_START_PARAMS });
