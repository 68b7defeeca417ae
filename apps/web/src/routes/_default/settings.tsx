import { createFileRoute } from '@tanstack/react-router';

import { TabsLayout } from '../../app/tabs-layout';

const tabs = [
  { to: '/settings', labelKey: 'settings.general', exact: true },
  { to: '/settings/members', labelKey: 'settings.members' },
  { to: '/settings/security', labelKey: 'settings.security' },
  { to: '/settings/notifications', labelKey: 'settings.notifications' },
  { to: '/settings/devices', labelKey: 'settings.devices' },
] as const;

export const Route = createFileRoute('/_default/settings')({
  staticData: { titleKey: 'settings.title' },
  component: () => <TabsLayout titleKey="settings.title" descriptionKey="settings.description" tabs={tabs} />,
});
