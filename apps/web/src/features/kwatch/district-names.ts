// District names by code in the user's language. The districts themselves come from the route (the
// police area's district query), so this area keeps no copy of them.
import type { District } from '@yaam/shared/contracts/districts';

import { sortByText, type AppLocale } from '../../lib/format';

export type DistrictOption = Pick<District, 'code' | 'nameTh' | 'nameEn'>;

export const districtLabel = (d: Pick<District, 'nameTh' | 'nameEn'>, locale: AppLocale) => (locale === 'th' ? d.nameTh : d.nameEn);

/**
 * A station's name as officers write it in a list: "สน.ลุมพินี" for "สถานีตำรวจนครบาลลุมพินี",
 * "สภ.เมืองชลบุรี" for a provincial station, "Lumphini" for "Lumphini Metropolitan Police Station".
 */
export function shortDistrictLabel(d: Pick<District, 'nameTh' | 'nameEn'>, locale: AppLocale): string {
  if (locale === 'th') return d.nameTh.replace(/^สถานีตำรวจนครบาล\s*/, 'สน.').replace(/^สถานีตำรวจภูธร\s*/, 'สภ.');
  return d.nameEn.replace(/\s+(Metropolitan |Provincial )?Police Station$/i, '') || d.nameEn;
}

/** A namer for codes (short names by default); an unknown code is shown as itself. */
export function districtNamer(
  districts: readonly DistrictOption[] | undefined,
  locale: AppLocale,
  { short = true } = {},
): (code: string) => string {
  const byCode = new Map((districts ?? []).map((d) => [d.code, short ? shortDistrictLabel(d, locale) : districtLabel(d, locale)]));
  return (code) => byCode.get(code) ?? code;
}

export const sortedDistricts = (districts: readonly DistrictOption[] | undefined, locale: AppLocale) =>
  sortByText(districts ?? [], (d) => districtLabel(d, locale), locale);
