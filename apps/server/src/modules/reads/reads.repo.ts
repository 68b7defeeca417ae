// Reads search: partial plate (trigram index), province, device, district, time window; paged.
import type { ReadListQuery } from '@yaam/shared/contracts/reads';
import { plateSearchText } from '@yaam/shared/plates';
import { findProvince } from '@yaam/shared/thai';

import type { Database } from '../../db/client';
import type { ReadRecord } from './reads.present';

/** Totals are counted up to this; beyond it the answer says "more than". */
export const TOTAL_CAP = 10_000;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchReads(database: Database, q: ReadListQuery) {
  const where: string[] = [];
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const plate = q.plate ? plateSearchText(q.plate) : '';
  if (plate) where.push(`plate LIKE ${p(`%${likeEscape(plate)}%`)}`);
  if (q.province) where.push(`province = ${p(findProvince(q.province)?.th ?? q.province)}`);
  if (q.device) where.push(`device_id = ${p(q.device)}`);
  if (q.district) where.push(`district_code = ${p(q.district)}`);
  if (q.from) where.push(`captured_at >= ${p(new Date(q.from).toISOString())}`);
  if (q.to) where.push(`captured_at < ${p(new Date(q.to).toISOString())}`);
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const order = q.order === 'asc' ? 'ASC' : 'DESC';
  const filterParams = [...params];
  const items = await database.query<ReadRecord>(
    `SELECT * FROM plate_reads ${clause} ORDER BY captured_at ${order}, id ${order} LIMIT ${p(q.pageSize)} OFFSET ${p((q.page - 1) * q.pageSize)}`,
    params,
  );
  const [count] = await database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM plate_reads ${clause} LIMIT ${TOTAL_CAP + 1}) s`,
    filterParams,
  );
  const n = count?.n ?? 0;
  return { items, total: Math.min(n, TOTAL_CAP), totalIsEstimate: n > TOTAL_CAP };
}
