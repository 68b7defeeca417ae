// The device form's values: from a record, back to the API's input, and what differs between my
// values and a newer saved version (the conflict dialog).
import type { Device, DeviceKind } from '@yaam/shared/contracts/devices';

export const DEVICE_FORM_FIELDS = [
  'id',
  'serial',
  'name',
  'kind',
  'siteName',
  'districtCode',
  'lat',
  'lng',
  'heading',
  'enabled',
] as const;
export type DeviceFormField = (typeof DEVICE_FORM_FIELDS)[number];
/** Fields an edit can change (the id is the MQTT username: fixed once created). */
export const EDITABLE_FIELDS = DEVICE_FORM_FIELDS.filter((f) => f !== 'id');

/** Inputs hold '' for "none"; numbers are numbers or null. */
export interface DeviceFormValues {
  id?: string;
  serial: string;
  name: string;
  kind: DeviceKind;
  siteName: string;
  districtCode: string | null;
  lat: number | null;
  lng: number | null;
  heading: number | null;
  enabled: boolean;
}

export function toFormValues(d?: Device | null): DeviceFormValues {
  return {
    ...(d ? {} : { id: undefined }),
    serial: d?.serial ?? '',
    name: d?.name ?? '',
    kind: d?.kind ?? 'lpr-camera',
    siteName: d?.siteName ?? '',
    districtCode: d?.districtCode ?? null,
    lat: d?.lat ?? null,
    lng: d?.lng ?? null,
    heading: d?.heading ?? null,
    enabled: d?.enabled ?? true,
  };
}

/** A number input's text as the schema wants it: empty is null, anything else a number (NaN fails). */
export const numberOrNull = (v: unknown): number | null => {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return Number.isNaN(v) ? null : v;
  const s = String(v).trim();
  return s === '' ? null : Number(s);
};

/** An optional id: empty means "make one from the serial". */
export const idOrUndefined = (v: unknown): string | undefined => {
  const s = typeof v === 'string' ? v.trim() : '';
  return s === '' ? undefined : s;
};

const norm = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

/** Editable fields where my values and the saved record disagree. */
export function differingFields(
  mine: Partial<Record<DeviceFormField, unknown>>,
  theirs: Device,
): DeviceFormField[] {
  return EDITABLE_FIELDS.filter((f) => norm(mine[f]) !== norm(theirs[f]));
}
