// The live reads list: newest first, each read once, at most `cap` kept. Reads arrive in bursts (a
// camera's batch, a busy hour), so they are gathered and applied a few times a second.
import type { Read } from '@yaam/shared/contracts/reads';

export const READS_CAP = 200;

const newestFirst = (a: Read, b: Read) => Date.parse(b.capturedAt) - Date.parse(a.capturedAt) || Number(b.id) - Number(a.id);

export function pushReads(list: readonly Read[], incoming: readonly Read[], cap = READS_CAP): Read[] {
  if (incoming.length === 0) return list as Read[];
  const seen = new Set(list.map((r) => r.id));
  const fresh: Read[] = [];
  for (const r of incoming) {
    if (seen.has(r.id)) continue;
    seen.add(r.id);
    fresh.push(r);
  }
  if (fresh.length === 0) return list as Read[];
  return [...fresh.sort(newestFirst), ...list].sort(newestFirst).slice(0, cap);
}

/** A read belongs to the feed when it was read in one of the districts (null: every district). */
export const readInDistricts = (read: Pick<Read, 'districtCode'>, districts: readonly string[] | null) =>
  districts === null || (read.districtCode !== null && districts.includes(read.districtCode));
