// District names by code in the user's language, for tables and summaries.
import type { District } from '@yaam/shared/contracts/districts';
import { useMemo } from 'react';

import type { AppLocale } from '../../lib/format';
import { useDistricts } from './api/get-districts';

export const districtLabel = (d: Pick<District, 'nameTh' | 'nameEn'>, locale: AppLocale) => (locale === 'th' ? d.nameTh : d.nameEn);

export function useDistrictNames(locale: AppLocale): (code: string | null) => string {
  const { data } = useDistricts();
  return useMemo(() => {
    const byCode = new Map((data ?? []).map((d) => [d.code, districtLabel(d, locale)]));
    return (code) => (code ? (byCode.get(code) ?? code) : '');
  }, [data, locale]);
}
