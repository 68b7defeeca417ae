// The administrators' home: officers per district and status, from GET /api/v1/polices/summary rows.
import type { District } from '@yaam/shared/contracts/districts';
import type { OfficerStatus } from '@yaam/shared/contracts/police';

import { districtLabel } from '../../lib/districts';
import { collatorFor, type AppLocale } from '../../lib/format';
import type { OfficerSummary } from './api/get-officer-summary';

export interface DistrictRow {
  code: string | null;
  name: string;
  counts: Record<OfficerStatus, number>;
  total: number;
}

const zero = (): Record<OfficerStatus, number> => ({ active: 0, suspended: 0, retired: 0 });

/** One row per district (every known district, even without officers), by name; "no district" last. */
export function summarise(summary: OfficerSummary['items'], districts: readonly District[], locale: AppLocale, noDistrict: string) {
  const rows = new Map<string | null, DistrictRow>();
  for (const d of districts) rows.set(d.code, { code: d.code, name: districtLabel(d, locale), counts: zero(), total: 0 });
  const totals = zero();
  for (const item of summary) {
    let row = rows.get(item.districtCode);
    if (!row) {
      row = { code: item.districtCode, name: item.districtCode ?? noDistrict, counts: zero(), total: 0 };
      rows.set(item.districtCode, row);
    }
    row.counts[item.status] += item.count;
    row.total += item.count;
    totals[item.status] += item.count;
  }
  const c = collatorFor(locale);
  const list = [...rows.values()].sort((a, b) => (a.code === null ? 1 : b.code === null ? -1 : c.compare(a.name, b.name)));
  return { rows: list, totals, total: totals.active + totals.suspended + totals.retired, max: Math.max(1, ...list.map((r) => r.total)) };
}
