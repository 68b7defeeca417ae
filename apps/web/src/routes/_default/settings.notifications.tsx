import { createFileRoute } from '@tanstack/react-router';
import { BellRing } from 'lucide-react';

import { Section } from '../../app/section';

export const Route = createFileRoute('/_default/settings/notifications')({
  staticData: { titleKey: 'settings.notifications' },
  component: () => <Section titleKey="settings.notifications" descriptionKey="settings.notificationsDescription" icon={BellRing} />,
});
