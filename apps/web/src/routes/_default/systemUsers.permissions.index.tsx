import { createFileRoute } from '@tanstack/react-router';
import { KeyRound } from 'lucide-react';

import { Section } from '../../app/section';

export const Route = createFileRoute('/_default/systemUsers/permissions/')({
  staticData: { titleKey: 'systemUsers.permissions' },
  component: () => <Section titleKey="systemUsers.permissions" descriptionKey="systemUsers.permissionsDescription" icon={KeyRound} />,
});
