import { describe, expect, it } from 'vitest';

import { fetchAllPages } from './paged';

describe('fetchAllPages', () => {
  const rows = Array.from({ length: 1050 }, (_, i) => i);
  const pageOf = (asked: number[]) => async (page: number, pageSize: number) => {
    asked.push(page);
    return { items: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length };
  };

  it('fetches every page, in order', async () => {
    const asked: number[] = [];
    const all = await fetchAllPages(pageOf(asked), { pageSize: 200 });
    expect(all.items).toEqual(rows);
    expect(all.total).toBe(1050);
    expect(asked.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('stops at the cap', async () => {
    const asked: number[] = [];
    const some = await fetchAllPages(pageOf(asked), { pageSize: 200, maxItems: 300 });
    expect(some.items).toEqual(rows.slice(0, 300));
    expect(some.total).toBe(1050);
    expect(asked.sort()).toEqual([1, 2]);
  });

  it('asks once when one page holds everything', async () => {
    const asked: number[] = [];
    await fetchAllPages(async (page) => (asked.push(page), { items: [1], total: 1 }));
    expect(asked).toEqual([1]);
  });
});
