// The message handlers a server client has running, so that close() can wait for them. Counted, not
// kept as a set of their promises: an entry, two callbacks and a promise per message cost the
// garbage collector at thousands of messages a second.

export interface InFlight {
  /** Runs `work` (at once, in this turn) and counts it until it settles. */
  track<T>(work: () => Promise<T> | T): Promise<T>;
  readonly size: number;
  /** Resolves when nothing is running, or after `graceMs`, whichever comes first. */
  settle(graceMs: number): Promise<void>;
}

export function createInFlight(): InFlight {
  let count = 0;
  let idle: { promise: Promise<void>; resolve: () => void } | null = null;
  return {
    async track(work) {
      count++;
      try {
        return await work();
      } finally {
        if (--count === 0 && idle) {
          idle.resolve();
          idle = null;
        }
      }
    },
    get size() {
      return count;
    },
    async settle(graceMs) {
      if (count === 0) return;
      if (!idle) {
        let resolve!: () => void;
        const promise = new Promise<void>((r) => (resolve = r));
        idle = { promise, resolve };
      }
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
      await Promise.race([idle.promise, grace]);
      clearTimeout(timer);
    },
  };
}
