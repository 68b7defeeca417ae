import { createFileRoute } from '@tanstack/react-router';

import { PoliceHome } from '../../features/police/components/police-home';

export const Route = createFileRoute('/_default/police/')({
  staticData: { titleKey: 'police.manageTitle' },
  component: PoliceHome,
});
