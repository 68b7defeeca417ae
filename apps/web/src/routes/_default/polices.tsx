import { createFileRoute } from '@tanstack/react-router';
import { Users } from 'lucide-react';

import { PlaceholderPage } from '../../app/placeholder-page';

export const Route = createFileRoute('/_default/polices')({
  staticData: { titleKey: 'police.listTitle' },
  component: () => <PlaceholderPage titleKey="police.listTitle" descriptionKey="police.listDescription" icon={Users} />,
});
