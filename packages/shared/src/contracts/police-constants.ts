// Officer constants without zod, for code that must stay light (the browser's entry chunk).

export const OFFICER_STATUSES = ['active', 'suspended', 'retired'] as const;
export type OfficerStatus = (typeof OFFICER_STATUSES)[number];

export const OFFICER_SORT_FIELDS = [
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
  'createdAt',
  'updatedAt',
] as const;
