// Without zod, so that the map's chunk can use it (topics.ts re-exports it for everyone else).

/**
 * The items of a message on a reads topic — a device's `…/reads` or a district's `yaam/v1/reads/…`:
 * one read, or an array of them.
 */
export const readsOf = (payload: unknown): unknown[] => (Array.isArray(payload) ? payload : [payload]);
