// SPEC §9: up to 4 route preloads at once; slow connections (2g or data saver) get no link prefetching.
import { MAX_ROUTE_PRELOADS } from '@yaam/shared/spec';

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

export function isSlowConnection(connection: NetworkInformationLike | undefined = (navigator as { connection?: NetworkInformationLike }).connection): boolean {
  if (!connection) return false;
  return connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** Wraps an async function so that at most `limit` calls run at once; the rest wait their turn. */
export function limitConcurrency<A extends unknown[], R>(fn: (...args: A) => Promise<R>, limit = MAX_ROUTE_PRELOADS) {
  let running = 0;
  const queue: Array<() => void> = [];
  const next = () => {
    running--;
    queue.shift()?.();
  };
  const limited = (...args: A): Promise<R> =>
    new Promise<R>((resolve, reject) => {
      const run = () => {
        running++;
        fn(...args).then(resolve, reject).finally(next);
      };
      if (running < limit) run();
      else queue.push(run);
    });
  return Object.assign(limited, { running: () => running, waiting: () => queue.length });
}
