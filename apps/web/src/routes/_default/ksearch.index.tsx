import { createFileRoute } from '@tanstack/react-router';
import { Search } from 'lucide-react';

import { PlaceholderPage } from '../../app/placeholder-page';

export const Route = createFileRoute('/_default/ksearch/')({
  staticData: { titleKey: 'ksearch.title' },
  component: () => <PlaceholderPage titleKey="ksearch.title" descriptionKey="ksearch.description" icon={Search} />,
});
