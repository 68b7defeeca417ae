import { createFileRoute } from '@tanstack/react-router';
import { Users } from 'lucide-react';

import { Section } from '../../app/section';

export const Route = createFileRoute('/_default/systemUsers/')({
  staticData: { titleKey: 'systemUsers.users' },
  component: () => <Section titleKey="systemUsers.users" descriptionKey="systemUsers.usersDescription" icon={Users} />,
});
