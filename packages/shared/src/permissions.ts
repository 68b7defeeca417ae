// One rule set for permissions: the server's checks, the broker's ACL and the UI's useCan all call can().

export const RESOURCES = [
  'dashboard',
  'police',
  'district',
  'device',
  'read',
  'kwatch',
  'alert',
  'ksearch',
  'chat',
  'uturn',
  'map',
  'mqtt',
  'user',
  'group',
  'permission',
  'setting',
  'audit',
] as const;
export type Resource = (typeof RESOURCES)[number];

export const ACTIONS = ['c', 'r', 'u', 'd'] as const;
export type Action = (typeof ACTIONS)[number];

export interface Permission {
  resource: string;
  allow: string;
}

/** Menu entries a group may see (the sidebar filters on them). */
export const MENU_KEYS = [
  'dashboard',
  'watchman',
  'kwatch',
  'ksearch',
  'uturns',
  'map',
  'mqtt',
  'polices',
  'police',
  'systemUsers',
  'settings',
  'devices',
] as const;
export type MenuKey = (typeof MENU_KEYS)[number];

export function isResource(value: string): value is Resource {
  return (RESOURCES as readonly string[]).includes(value);
}

/** Keeps only letters of `crud`, once each, in that order ("rdc" -> "crd"). */
export function canonicalAllow(allow: string): string {
  return ACTIONS.filter((a) => allow.includes(a)).join('');
}

/**
 * SPEC §3/§7: the introspection call may send bare strings (read access) or objects.
 * Anything else is dropped.
 */
export function normalizePermissions(raw: unknown): Permission[] {
  if (!Array.isArray(raw)) return [];
  const out: Permission[] = [];
  for (const item of raw) {
    if (typeof item === 'string' && item) out.push({ resource: item, allow: 'r' });
    else if (
      item &&
      typeof item === 'object' &&
      typeof (item as Permission).resource === 'string' &&
      typeof (item as Permission).allow === 'string'
    ) {
      out.push({ resource: (item as Permission).resource, allow: (item as Permission).allow });
    }
  }
  return out;
}

/** Union of several permission lists (a user in several groups): one entry per resource. */
export function mergePermissions(lists: Iterable<Permission>): Permission[] {
  const byResource = new Map<string, string>();
  for (const p of lists) byResource.set(p.resource, (byResource.get(p.resource) ?? '') + p.allow);
  return [...byResource]
    .map(([resource, allow]) => ({ resource, allow: canonicalAllow(allow) }))
    .filter((p) => p.allow.length > 0)
    .sort((a, b) => a.resource.localeCompare(b.resource));
}

export function can(permissions: readonly Permission[], resource: Resource, action: Action): boolean {
  return permissions.some((p) => p.resource === resource && p.allow.includes(action));
}

const all = (allow: string, resources: readonly Resource[]): Permission[] =>
  resources.map((resource) => ({ resource, allow }));

/**
 * The demo groups, one per role of SPEC §6. Seeded in demo mode; also the reference for what each
 * role is meant to do.
 */
export const DEMO_GROUPS: ReadonlyArray<{
  name: string;
  role: string;
  description: { th: string; en: string };
  permissions: Permission[];
  menu: MenuKey[];
}> = [
  {
    name: 'administrators',
    role: 'administrator',
    description: { th: 'ผู้ดูแลระบบ จัดการได้ทุกส่วน', en: 'Administrators: manage everything' },
    permissions: all('crud', RESOURCES),
    menu: [...MENU_KEYS],
  },
  {
    name: 'management',
    role: 'management',
    description: { th: 'ผู้บังคับบัญชา ดูภาพรวมและสั่งการ', en: 'Management: oversee and direct' },
    permissions: [
      ...all('r', ['dashboard', 'police', 'district', 'device', 'read', 'ksearch', 'uturn', 'map', 'mqtt', 'audit', 'user', 'group']),
      ...all('crud', ['kwatch', 'alert', 'chat']),
      { resource: 'setting', allow: 'ru' },
    ],
    menu: ['dashboard', 'watchman', 'kwatch', 'ksearch', 'uturns', 'map', 'mqtt', 'polices', 'settings'],
  },
  {
    name: 'officers',
    role: 'user',
    description: { th: 'เจ้าหน้าที่ เฝ้าระวังและตอบสนองการแจ้งเตือน', en: 'Officers: watch and respond to alerts' },
    permissions: [
      ...all('r', ['dashboard', 'police', 'district', 'device', 'read', 'ksearch', 'uturn', 'map']),
      { resource: 'kwatch', allow: 'cr' },
      { resource: 'alert', allow: 'ru' },
      { resource: 'chat', allow: 'cru' },
      { resource: 'setting', allow: 'ru' },
    ],
    menu: ['dashboard', 'watchman', 'kwatch', 'ksearch', 'uturns', 'map', 'polices', 'settings'],
  },
  {
    name: 'uturn-watch',
    role: 'other',
    description: { th: 'จุดกลับรถและจุดตรวจ', en: 'U-turn and checkpoint watch' },
    permissions: [
      ...all('r', ['district', 'device', 'read', 'uturn', 'map', 'alert']),
      { resource: 'setting', allow: 'ru' },
    ],
    menu: ['uturns', 'map', 'settings'],
  },
  {
    name: 'technicians',
    role: 'technician',
    description: { th: 'ช่างเทคนิค ดูแลอุปกรณ์และกล้อง', en: 'Technicians: devices and cameras' },
    permissions: [
      { resource: 'device', allow: 'crud' },
      { resource: 'mqtt', allow: 'cr' },
      ...all('r', ['dashboard', 'district', 'read', 'map']),
      { resource: 'setting', allow: 'ru' },
    ],
    menu: ['dashboard', 'devices', 'map', 'mqtt', 'settings'],
  },
];
