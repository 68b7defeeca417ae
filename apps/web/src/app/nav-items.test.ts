import { DEMO_GROUPS } from '@yaam/shared/permissions';
import { describe, expect, it } from 'vitest';

import { visibleNavItems } from './nav-items';

describe('sidebar entries filtered by permissions and menu', () => {
  it('shows nothing before sign-in', () => expect(visibleNavItems(null)).toEqual([]));
  it('shows each demo group exactly its readable menu entries', () => {
    const tech = DEMO_GROUPS.find((g) => g.name === 'technicians')!;
    expect(visibleNavItems({ permissions: tech.permissions, menu: tech.menu }).map((i) => i.key)).toEqual(['dashboard', 'map', 'mqtt', 'devices', 'settings']);
    const admin = DEMO_GROUPS.find((g) => g.name === 'administrators')!;
    expect(visibleNavItems({ permissions: admin.permissions, menu: admin.menu })).toHaveLength(12);
  });
  it('hides an entry without read permission even if the menu names it', () =>
    expect(visibleNavItems({ permissions: [{ resource: 'map', allow: 'c' }], menu: ['map'] })).toEqual([]));
});
