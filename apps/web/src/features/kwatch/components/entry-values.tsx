// One field of a watch entry as text, the same in the conflict dialog, the history and the
// read-only view.
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';

import { provinceLabel } from '../../../components/ui/thai-plate';
import { formatDateTime, type AppLocale } from '../../../lib/format';
import type { HistoryField } from '../form-values';

export function fieldValueText(
  field: HistoryField,
  value: unknown,
  { t, locale, districtName }: { t: TFunction; locale: AppLocale; districtName: (code: string) => string },
): ReactNode {
  switch (field) {
    case 'mode':
    case 'reason':
    case 'priority':
    case 'status':
      return value ? t(`kwatch.${field}.${String(value)}`) : '—';
    case 'province':
      return value ? provinceLabel(String(value), locale) : t('kwatch.anyProvince');
    case 'notifyDistricts': {
      const codes = Array.isArray(value) ? (value as string[]) : [];
      return codes.length ? codes.map(districtName).join(', ') : t('kwatch.allDistricts');
    }
    case 'validFrom':
      return value ? formatDateTime(String(value), locale) : t('kwatch.form.fromNow');
    case 'validUntil':
      return value ? formatDateTime(String(value), locale) : t('kwatch.list.untilClosed');
    default:
      return value === null || value === undefined || value === '' ? '—' : String(value);
  }
}
