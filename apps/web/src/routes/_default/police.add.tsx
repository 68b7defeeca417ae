import { createFileRoute } from '@tanstack/react-router';

import { OfficerAddPage } from '../../features/police/components/officer-pages';

export const Route = createFileRoute('/_default/police/add')({
  staticData: { titleKey: 'police.addTitle' },
  component: OfficerAddPage,
});
