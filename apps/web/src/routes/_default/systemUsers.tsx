import { createFileRoute } from '@tanstack/react-router';

import { TabsLayout } from '../../app/tabs-layout';

const tabs = [
  { to: '/systemUsers', labelKey: 'systemUsers.users', exact: true },
  { to: '/systemUsers/groups', labelKey: 'systemUsers.groups' },
  { to: '/systemUsers/permissions', labelKey: 'systemUsers.permissions', exact: true },
  { to: '/systemUsers/permissions/api', labelKey: 'systemUsers.permissionsApi' },
  { to: '/systemUsers/permissions/menu', labelKey: 'systemUsers.permissionsMenu' },
] as const;

export const Route = createFileRoute('/_default/systemUsers')({
  staticData: { titleKey: 'systemUsers.title' },
  component: () => <TabsLayout titleKey="systemUsers.title" descriptionKey="systemUsers.description" tabs={tabs} />,
});
