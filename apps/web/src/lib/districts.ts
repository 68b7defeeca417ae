// Police districts (GET /api/v1/districts) for every screen: one query under one key, so the list is
// fetched once a session whichever screen asks first, and their names in the user's language.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { District } from '@yaam/shared/contracts/districts';
import { useMemo } from 'react';

import { sortByText, type AppLocale } from './format';
import { api } from './http';

/** What naming and picking a district needs (tests and pickers pass just this). */
export type DistrictOption = Pick<District, 'code' | 'nameTh' | 'nameEn'>;

export const districtKeys = { all: ['districts'] as const };

export const getDistricts = (signal?: AbortSignal) => api<{ items: District[] }>('/v1/districts', { signal });

/** Districts rarely change: ten minutes before a screen asks again. */
export const districtsQueryOptions = () =>
  queryOptions({
    queryKey: districtKeys.all,
    queryFn: ({ signal }) => getDistricts(signal),
    staleTime: 10 * 60_000,
    select: (d) => d.items,
  });

export const useDistricts = (enabled = true) => useQuery({ ...districtsQueryOptions(), enabled });

export const districtLabel = (d: Pick<District, 'nameTh' | 'nameEn'>, locale: AppLocale) =>
  locale === 'th' ? d.nameTh : d.nameEn;

/**
 * A district's name as officers write it in a list or a table cell: "สถานีตำรวจนครบาลลุมพินี" →
 * "สน.ลุมพินี", "สถานีตำรวจภูธรเมืองชลบุรี" → "สภ.เมืองชลบุรี", "Lumphini Metropolitan Police
 * Station" → "Lumphini". Other names are kept as they are.
 */
export function shortDistrictName(name: string): string {
  return name
    .replace(/^สถานีตำรวจนครบาล\s*/, 'สน.')
    .replace(/^สถานีตำรวจภูธร\s*/, 'สภ.')
    .replace(/\s+(Metropolitan |Provincial )?Police Station$/i, '');
}

/** Names by code, full or short; an unknown code is shown as itself, no district as ''. */
export function districtNamer(
  districts: readonly DistrictOption[] | undefined,
  locale: AppLocale,
  { short = false } = {},
): (code: string | null) => string {
  const name = (d: DistrictOption) =>
    short ? shortDistrictName(districtLabel(d, locale)) : districtLabel(d, locale);
  const byCode = new Map((districts ?? []).map((d) => [d.code, name(d)]));
  return (code) => (code ? (byCode.get(code) ?? code) : '');
}

/** `districtNamer` over the loaded districts. */
export function useDistrictNames(locale: AppLocale, { short = false } = {}): (code: string | null) => string {
  const { data } = useDistricts();
  return useMemo(() => districtNamer(data, locale, { short }), [data, locale, short]);
}

export const sortedDistricts = <D extends DistrictOption>(
  districts: readonly D[] | undefined,
  locale: AppLocale,
): D[] => sortByText(districts ?? [], (d) => districtLabel(d, locale), locale);

/** The districts as the options of a filter, in the user's alphabetical order. */
export const districtOptions = (districts: readonly DistrictOption[] | undefined, locale: AppLocale) =>
  sortedDistricts(districts, locale).map((d) => ({ value: d.code, label: districtLabel(d, locale) }));
