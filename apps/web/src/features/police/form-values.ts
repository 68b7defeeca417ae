// The officer form's values: from a record, and what differs between two versions (the conflict dialog).
import type { Officer, OfficerInput } from '@yaam/shared/contracts/police';

export const FORM_FIELDS = [
  'badgeNo',
  'rank',
  'firstNameTh',
  'lastNameTh',
  'firstNameEn',
  'lastNameEn',
  'position',
  'districtCode',
  'phone',
  'email',
  'status',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];

export interface FormValues extends OfficerInput {
  badgeNo: string;
  rank: string;
  firstNameTh: string;
  lastNameTh: string;
  firstNameEn: string;
  lastNameEn: string;
  position: string;
  districtCode: string | null;
  phone: string;
  email: string;
  status: Officer['status'];
}

/** Inputs hold '' for "none"; the shared schema turns it back into null. */
export function toFormValues(o?: Officer | null): FormValues {
  return {
    badgeNo: o?.badgeNo ?? '',
    rank: o?.rank ?? '',
    firstNameTh: o?.firstNameTh ?? '',
    lastNameTh: o?.lastNameTh ?? '',
    firstNameEn: o?.firstNameEn ?? '',
    lastNameEn: o?.lastNameEn ?? '',
    position: o?.position ?? '',
    districtCode: o?.districtCode ?? null,
    phone: o?.phone ?? '',
    email: o?.email ?? '',
    status: o?.status ?? 'active',
    userId: o?.userId ?? null,
    photoUrl: o?.photoUrl ?? null,
  };
}

const norm = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

/** Fields where my values and the saved record disagree. */
export function differingFields(mine: Partial<Record<FormField, unknown>>, theirs: Officer): FormField[] {
  return FORM_FIELDS.filter((f) => norm(mine[f]) !== norm(theirs[f]));
}
