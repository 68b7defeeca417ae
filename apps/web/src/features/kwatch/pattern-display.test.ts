import { describe, expect, it } from 'vitest';

import { modeBadge, patternView } from './pattern-display';

describe('how a pattern reads', () => {
  it('a plain plate, exact or fuzzy, is a plate split into series and number', () => {
    expect(patternView({ pattern: '1กท4521', mode: 'exact' })).toEqual({ kind: 'plate', series: '1กท', number: '4521' });
    expect(patternView({ pattern: 'ฆจ7730', mode: 'fuzzy' })).toEqual({ kind: 'plate', series: 'ฆจ', number: '7730' });
    expect(patternView({ pattern: 'กข', mode: 'exact' })).toEqual({ kind: 'plate', series: 'กข', number: '' });
  });

  it('a wildcard pattern stays text, its * and ? each apart from the literal runs', () => {
    expect(patternView({ pattern: 'กข*12?', mode: 'wildcard' })).toEqual({
      kind: 'pattern',
      parts: [
        { text: 'กข', wild: false },
        { text: '*', wild: true },
        { text: '12', wild: false },
        { text: '?', wild: true },
      ],
    });
    expect(patternView({ pattern: '??กข', mode: 'wildcard' })).toMatchObject({ parts: [{ text: '?' }, { text: '?' }, { text: 'กข' }] });
    // a wildcard-mode entry without wildcards is still shown as the pattern it is
    expect(patternView({ pattern: 'กข1234', mode: 'wildcard' })).toEqual({ kind: 'pattern', parts: [{ text: 'กข1234', wild: false }] });
  });

  it('the mode badge carries the fuzzy distance', () => {
    expect(modeBadge({ mode: 'fuzzy', maxDistance: 2 })).toEqual({ key: 'kwatch.modeBadge.fuzzy', values: { n: 2 } });
    expect(modeBadge({ mode: 'exact', maxDistance: 1 })).toEqual({ key: 'kwatch.modeBadge.exact', values: {} });
  });
});
