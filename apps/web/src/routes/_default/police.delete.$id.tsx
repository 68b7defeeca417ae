import { createFileRoute } from '@tanstack/react-router';
import { UserMinus } from 'lucide-react';

import { PlaceholderPage } from '../../app/placeholder-page';
import { requireUuidId } from '../../app/validate';

export const Route = createFileRoute('/_default/police/delete/$id')({
  beforeLoad: requireUuidId,
  staticData: { titleKey: 'police.deleteTitle' },
  component: () => <PlaceholderPage titleKey="police.deleteTitle" descriptionKey="police.deleteDescription" icon={UserMinus} />,
});
