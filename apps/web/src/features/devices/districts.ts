// The one place the devices screens reach into another feature: districts (query, names, picker) are
// the police screens' and are reused as they are (issue #5). Moving them to a shared place later
// changes only this file.
export { useDistricts } from '../police/api/get-districts';
export { DistrictCombobox } from '../police/components/district-combobox';
export { districtLabel, useDistrictNames } from '../police/use-district-names';

/**
 * A district's name short enough for a table cell: "สถานีตำรวจนครบาลลุมพินี" → "สน.ลุมพินี",
 * "Lumphini Metropolitan Police Station" → "Lumphini". Other names are kept as they are.
 */
export function shortDistrictName(name: string): string {
  return name
    .replace(/^สถานีตำรวจนครบาล\s*/, 'สน.')
    .replace(/^สถานีตำรวจภูธร\s*/, 'สภ.')
    .replace(/\s+(Metropolitan |Provincial )?Police Station$/i, '');
}
