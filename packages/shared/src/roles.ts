// SPEC §6: where each role lands after sign-in.

export const ROLE_LANDING: Readonly<Record<string, string>> = {
  administrator: '/police',
  management: '/watchman',
  user: '/watchman',
  other: '/uturans',
};

export const DEFAULT_LANDING = '/settings/devices';

export function landingFor(role: string | undefined | null): string {
  return (role && Object.hasOwn(ROLE_LANDING, role) ? ROLE_LANDING[role] : undefined) ?? DEFAULT_LANDING;
}

export const DEMO_ACCOUNTS = [
  { username: 'admin', role: 'administrator', group: 'administrators', firstName: 'สมชาย', lastName: 'ใจดี', firstNameEn: 'Somchai', lastNameEn: 'Jaidee' },
  { username: 'manager', role: 'management', group: 'management', firstName: 'วิชัย', lastName: 'รักษ์ไทย', firstNameEn: 'Wichai', lastNameEn: 'Rakthai' },
  { username: 'officer', role: 'user', group: 'officers', firstName: 'สุดา', lastName: 'มั่นคง', firstNameEn: 'Suda', lastNameEn: 'Mankhong' },
  { username: 'uturn', role: 'other', group: 'uturn-watch', firstName: 'ประเสริฐ', lastName: 'ทองดี', firstNameEn: 'Prasert', lastNameEn: 'Thongdee' },
  { username: 'tech', role: 'technician', group: 'technicians', firstName: 'อนันต์', lastName: 'ช่างคิด', firstNameEn: 'Anan', lastNameEn: 'Changkhit' },
] as const;
