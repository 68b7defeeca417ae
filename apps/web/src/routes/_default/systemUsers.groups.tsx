import { createFileRoute } from '@tanstack/react-router';
import { UsersRound } from 'lucide-react';

import { Section } from '../../app/section';

export const Route = createFileRoute('/_default/systemUsers/groups')({
  staticData: { titleKey: 'systemUsers.groups' },
  component: () => <Section titleKey="systemUsers.groups" descriptionKey="systemUsers.groupsDescription" icon={UsersRound} />,
});
