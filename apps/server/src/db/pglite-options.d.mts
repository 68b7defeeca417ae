import type { PGliteOptions } from '@electric-sql/pglite';
import type { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export declare const PGLITE_START_PARAMS: string[];
export declare function pgliteOptions(): PGliteOptions & { extensions: { pg_trgm: typeof pg_trgm } };
