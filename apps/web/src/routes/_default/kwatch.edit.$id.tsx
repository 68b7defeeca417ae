import { createFileRoute } from '@tanstack/react-router';
import { List } from 'lucide-react';

import { PlaceholderPage } from '../../app/placeholder-page';
import { requireUuidId } from '../../app/validate';

export const Route = createFileRoute('/_default/kwatch/edit/$id')({
  beforeLoad: requireUuidId,
  staticData: { titleKey: 'kwatch.editTitle' },
  component: () => <PlaceholderPage titleKey="kwatch.editTitle" descriptionKey="kwatch.editDescription" icon={List} />,
});
