import { describe, expect, it } from 'vitest';

import { DEFAULT_COLUMNS, parseColumns } from './use-columns';

describe('column choice', () => {
  it('defaults when nothing or nonsense is stored', () => {
    expect(parseColumns(null)).toEqual(DEFAULT_COLUMNS);
    expect(parseColumns('{')).toEqual(DEFAULT_COLUMNS);
    expect(parseColumns('"rank"')).toEqual(DEFAULT_COLUMNS);
  });
  it('keeps known columns in table order', () => {
    expect(parseColumns('["status","password","rank"]')).toEqual(['rank', 'status']);
    expect(parseColumns('[]')).toEqual([]);
  });
});
