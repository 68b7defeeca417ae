import { createFileRoute } from '@tanstack/react-router';
import { Users } from 'lucide-react';

import { Section } from '../../app/section';

export const Route = createFileRoute('/_default/settings/members')({
  staticData: { titleKey: 'settings.members' },
  component: () => <Section titleKey="settings.members" descriptionKey="settings.membersDescription" icon={Users} />,
});
