// How a watch pattern reads on screen: a plain plate (exact or fuzzy) is drawn as a Thai plate; a
// wildcard pattern stays text, with its `*` and `?` set apart so they are not read as characters.
import type { WatchEntry } from '@yaam/shared/contracts/kwatch';
import { normalisePlate } from '@yaam/shared/thai';

export type PatternView =
  | { kind: 'plate'; series: string; number: string }
  | { kind: 'pattern'; parts: Array<{ text: string; wild: boolean }> };

const WILD = /[*?]/;

/** The view of a stored pattern: a plate when it has no wildcards, else its literal and wild parts. */
export function patternView(entry: Pick<WatchEntry, 'pattern' | 'mode'>): PatternView {
  if (entry.mode !== 'wildcard' && !WILD.test(entry.pattern)) {
    const { series, number } = normalisePlate(entry.pattern);
    return { kind: 'plate', series, number };
  }
  const parts: Array<{ text: string; wild: boolean }> = [];
  for (const ch of entry.pattern) {
    const wild = WILD.test(ch);
    const last = parts[parts.length - 1];
    if (last && last.wild === wild && !wild) last.text += ch;
    else parts.push({ text: ch, wild });
  }
  return { kind: 'pattern', parts };
}

/** The translation key and values of an entry's match-mode badge ("fuzzy ±1"). */
export function modeBadge(entry: Pick<WatchEntry, 'mode' | 'maxDistance'>): { key: string; values: Record<string, number> } {
  if (entry.mode === 'fuzzy') return { key: 'kwatch.modeBadge.fuzzy', values: { n: entry.maxDistance } };
  return { key: `kwatch.modeBadge.${entry.mode}`, values: {} };
}
