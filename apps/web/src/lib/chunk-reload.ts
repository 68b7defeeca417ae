// SPEC §8: when a code chunk fails to load (usually a new deploy), reload the page — at most once
// per 10 s for the same path, so a truly broken chunk cannot loop.
import { CHUNK_RELOAD_GUARD_MS } from '@yaam/shared/spec';

const KEY = 'yaam:chunk-reload';

export interface ReloadMark {
  path: string;
  at: number;
}

export function shouldReload(previous: ReloadMark | null, path: string, now: number): boolean {
  return !previous || previous.path !== path || now - previous.at >= CHUNK_RELOAD_GUARD_MS;
}

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Unable to preload CSS/i.test(message);
}

/** Reloads unless the same path was reloaded less than 10 s ago; returns whether it reloaded. */
export function reloadOnChunkError(path = window.location.pathname, now = Date.now()): boolean {
  let previous: ReloadMark | null = null;
  try {
    previous = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as ReloadMark | null;
  } catch {
    previous = null;
  }
  if (!shouldReload(previous, path, now)) return false;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ path, at: now }));
  } catch {
    /* storage unavailable */
  }
  window.location.reload();
  return true;
}

export function installChunkReload() {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    reloadOnChunkError();
  });
}
