// SPEC §7/§9: builds/latest.json is polled (first look about 1 s after start); when a newer build is
// out, a toast offers to reload. Fetch failures are only logged.
import { MANIFEST_FIRST_CHECK_MS, ONE_HOUR_MS } from '@yaam/shared/spec';

export const BUILD_POLL_INTERVAL_MS = ONE_HOUR_MS / 4;

export async function fetchLatestBuild(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const res = await fetcher(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const body = (await res.json()) as { id?: unknown };
    return typeof body.id === 'string' ? body.id : null;
  } catch (error) {
    console.warn('Build manifest fetch failed', error);
    return null;
  }
}

export function watchForNewBuild(currentId: string, onNewBuild: (id: string) => void): () => void {
  let notified = false;
  const check = async () => {
    if (notified) return;
    const latest = await fetchLatestBuild();
    if (latest && latest !== currentId) {
      notified = true;
      onNewBuild(latest);
    }
  };
  const first = setTimeout(check, MANIFEST_FIRST_CHECK_MS);
  const every = setInterval(check, BUILD_POLL_INTERVAL_MS);
  const onVisible = () => document.visibilityState === 'visible' && void check();
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearTimeout(first);
    clearInterval(every);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
