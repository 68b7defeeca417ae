import { createFileRoute } from '@tanstack/react-router';

import { GeneralSettings } from '../../app/general-settings';

export const Route = createFileRoute('/_default/settings/')({
  staticData: { titleKey: 'settings.general' },
  component: GeneralSettings,
});
