// The CSV import's words: a template to start from, and each rejected row's field and problem in the
// user's language (the API reports them in English).
import { WATCH_CSV_COLUMNS, type WatchImportResult } from '@yaam/shared/contracts/kwatch';

import { errorKeys } from '../../lib/form-errors';
import { FORM_FIELDS, messageToken, type FormField } from './form-values';

/** The columns an import reads: the export's, without the ones only an export has. */
export const IMPORT_COLUMNS = WATCH_CSV_COLUMNS.filter((c) => c !== 'status' && c !== 'id');

/** A header and two example rows, with the BOM spreadsheets need to read Thai as UTF-8. */
export function templateCsv(): string {
  const rows = [
    IMPORT_COLUMNS.join(','),
    '1กท 4521,exact,,กรุงเทพมหานคร,stolen,critical,คดีอาญาที่ 123/2569,Toyota Fortuner สีดำ,,,',
    'กข*12?,wildcard,,,suspect,medium,,,2026-01-01T00:00:00+07:00,2026-12-31T23:59:00+07:00,BKK-LPN BKK-PTW',
  ];
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}

type Translate = (keys: string | string[], params?: Record<string, unknown>) => string;

const isFormField = (f: string): f is FormField => (FORM_FIELDS as readonly string[]).includes(f);

/** "Reason", "Header", … for an error's field ("notifyDistricts", "header", "file", "row", "x.0"). */
export function importFieldLabel(t: Translate, field: string): string {
  const name = field.split('.')[0] ?? field;
  if (isFormField(name)) return t(`kwatch.fields.${name}`);
  if (name === 'header' || name === 'file') return t(`kwatch.import.where.${name}`);
  return t('kwatch.import.where.row');
}

/** The problem in the user's language when we know the message; the API's words otherwise. */
export function importMessage(t: Translate, error: WatchImportResult['errors'][number]): string {
  const name = error.field.split('.')[0] ?? error.field;
  if (name === 'header') return t('kwatch.import.badHeader');
  if (name === 'file') return t('kwatch.import.tooManyRows');
  const token = messageToken(error.message);
  if (!token) return error.message;
  return t(errorKeys('kwatch', name, token.code), token.params ?? {});
}

/** The summary line: everything in, some in, or nothing in. */
export function importSummaryKey(result: WatchImportResult): 'allImported' | 'someImported' | 'noneImported' {
  if (result.created === 0) return 'noneImported';
  return result.errors.length === 0 && result.created === result.total ? 'allImported' : 'someImported';
}
