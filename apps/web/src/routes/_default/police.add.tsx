import { createFileRoute } from '@tanstack/react-router';
import { UserPlus } from 'lucide-react';

import { PlaceholderPage } from '../../app/placeholder-page';

export const Route = createFileRoute('/_default/police/add')({
  staticData: { titleKey: 'police.addTitle' },
  component: () => <PlaceholderPage titleKey="police.addTitle" descriptionKey="police.addDescription" icon={UserPlus} />,
});
