import { WATCH_CSV_COLUMNS } from '@yaam/shared/contracts/kwatch';
import { describe, expect, it } from 'vitest';

import { IMPORT_COLUMNS, importFieldLabel, importMessage, importSummaryKey, templateCsv } from './import-report';

const t = (keys: string | string[], params?: Record<string, unknown>) =>
  `${Array.isArray(keys) ? keys[0] : keys}${params && Object.keys(params).length ? JSON.stringify(params) : ''}`;

describe('CSV import words', () => {
  it('the template has the import columns (no status, no id) and a BOM', () => {
    const csv = templateCsv();
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = csv.slice(1).trimEnd().split('\r\n');
    expect(header).toBe(IMPORT_COLUMNS.join(','));
    expect(IMPORT_COLUMNS).toEqual(WATCH_CSV_COLUMNS.filter((c) => c !== 'status' && c !== 'id'));
    expect(rows.every((r) => r.split(',').length === IMPORT_COLUMNS.length)).toBe(true);
  });

  it('names the field of a rejected row', () => {
    expect(importFieldLabel(t, 'reason')).toBe('kwatch.fields.reason');
    expect(importFieldLabel(t, 'notifyDistricts.0')).toBe('kwatch.fields.notifyDistricts');
    expect(importFieldLabel(t, 'header')).toBe('kwatch.import.where.header');
    expect(importFieldLabel(t, 'row')).toBe('kwatch.import.where.row');
  });

  it('says the problem in the user language when known, the API words otherwise', () => {
    expect(importMessage(t, { row: 5, field: 'reason', message: 'Invalid option: expected one of "stolen"' })).toBe('kwatch.fieldErrors.reason.choose');
    expect(importMessage(t, { row: 6, field: 'notifyDistricts', message: 'unknown: NOWHERE' })).toBe(
      'kwatch.fieldErrors.notifyDistricts.unknownDistricts{"codes":"NOWHERE"}',
    );
    expect(importMessage(t, { row: 0, field: 'header', message: 'needs at least the columns pattern and reason' })).toBe('kwatch.import.badHeader');
    expect(importMessage(t, { row: 2, field: 'validFrom', message: 'Something else' })).toBe('Something else');
  });

  it('sums up: all in, some in, none in', () => {
    expect(importSummaryKey({ total: 3, created: 3, errors: [] })).toBe('allImported');
    expect(importSummaryKey({ total: 3, created: 2, errors: [{ row: 2, field: 'reason', message: 'x' }] })).toBe('someImported');
    expect(importSummaryKey({ total: 3, created: 0, errors: [{ row: 2, field: 'reason', message: 'x' }] })).toBe('noneImported');
  });
});
