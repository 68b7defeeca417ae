import { createFileRoute } from '@tanstack/react-router';
import { LockKeyhole } from 'lucide-react';

import { Section } from '../../app/section';

export const Route = createFileRoute('/_default/settings/security')({
  staticData: { titleKey: 'settings.security' },
  component: () => <Section titleKey="settings.security" descriptionKey="settings.securityDescription" icon={LockKeyhole} />,
});
