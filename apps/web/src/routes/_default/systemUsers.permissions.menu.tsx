import { createFileRoute } from '@tanstack/react-router';
import { PanelsTopLeft } from 'lucide-react';

import { Section } from '../../app/section';

export const Route = createFileRoute('/_default/systemUsers/permissions/menu')({
  staticData: { titleKey: 'systemUsers.permissionsMenu' },
  component: () => <Section titleKey="systemUsers.permissionsMenu" descriptionKey="systemUsers.permissionsMenuDescription" icon={PanelsTopLeft} />,
});
