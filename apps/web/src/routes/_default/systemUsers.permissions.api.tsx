import { createFileRoute } from '@tanstack/react-router';
import { Server } from 'lucide-react';

import { Section } from '../../app/section';

export const Route = createFileRoute('/_default/systemUsers/permissions/api')({
  staticData: { titleKey: 'systemUsers.permissionsApi' },
  component: () => <Section titleKey="systemUsers.permissionsApi" descriptionKey="systemUsers.permissionsApiDescription" icon={Server} />,
});
