// The product areas of the sidebar, each tied to a menu entry and the permission it needs to be seen.
import { can, type MenuKey, type Permission, type Resource } from '@yaam/shared/permissions';
import { Activity, Bell, Camera, Cctv, Gauge, List, Map, RadioTower, Search, Settings, Shield, Users, type LucideIcon } from 'lucide-react';

export interface NavItem {
  key: MenuKey;
  to: string;
  labelKey: string;
  icon: LucideIcon;
  resource: Resource;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'dashboard', to: '/dashboard', labelKey: 'nav.dashboard', icon: Gauge, resource: 'dashboard' },
  { key: 'watchman', to: '/watchman', labelKey: 'nav.watchman', icon: Bell, resource: 'alert' },
  { key: 'kwatch', to: '/kwatch', labelKey: 'nav.kwatch', icon: List, resource: 'kwatch' },
  { key: 'ksearch', to: '/ksearch', labelKey: 'nav.ksearch', icon: Search, resource: 'ksearch' },
  { key: 'uturns', to: '/uturans', labelKey: 'nav.uturns', icon: Cctv, resource: 'uturn' },
  { key: 'map', to: '/map', labelKey: 'nav.map', icon: Map, resource: 'map' },
  { key: 'mqtt', to: '/mqtt', labelKey: 'nav.mqtt', icon: RadioTower, resource: 'mqtt' },
  { key: 'polices', to: '/polices', labelKey: 'nav.polices', icon: Users, resource: 'police' },
  { key: 'police', to: '/police', labelKey: 'nav.police', icon: Shield, resource: 'police' },
  { key: 'systemUsers', to: '/systemUsers', labelKey: 'nav.systemUsers', icon: Activity, resource: 'user' },
  { key: 'devices', to: '/settings/devices', labelKey: 'nav.devices', icon: Camera, resource: 'device' },
  { key: 'settings', to: '/settings', labelKey: 'nav.settings', icon: Settings, resource: 'setting' },
];

/**
 * Entries the user may see: read permission on the resource, and — when the user's groups name their
 * menu entries — only those entries. Until permissions are known, nothing is shown rather than everything.
 */
export function visibleNavItems(user: { permissions: readonly Permission[]; menu?: readonly string[] } | null): NavItem[] {
  if (!user) return [];
  return NAV_ITEMS.filter((item) => can(user.permissions, item.resource, 'r') && (!user.menu || user.menu.includes(item.key)));
}
