import { createFileRoute } from '@tanstack/react-router';

import { AlertNotificationSettings } from '../../features/alerts/components/notification-settings';

export const Route = createFileRoute('/_default/settings/notifications')({
  staticData: { titleKey: 'settings.notifications' },
  component: AlertNotificationSettings,
});
