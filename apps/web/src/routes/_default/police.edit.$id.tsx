import { createFileRoute } from '@tanstack/react-router';
import { UserPen } from 'lucide-react';

import { PlaceholderPage } from '../../app/placeholder-page';
import { requireUuidId } from '../../app/validate';

export const Route = createFileRoute('/_default/police/edit/$id')({
  beforeLoad: requireUuidId,
  staticData: { titleKey: 'police.editTitle' },
  component: () => <PlaceholderPage titleKey="police.editTitle" descriptionKey="police.editDescription" icon={UserPen} />,
});
