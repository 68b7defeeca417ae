import { createFileRoute } from '@tanstack/react-router';
import { List } from 'lucide-react';

import { PlaceholderPage } from '../../app/placeholder-page';

export const Route = createFileRoute('/_default/kwatch/')({
  staticData: { titleKey: 'kwatch.title' },
  component: () => <PlaceholderPage titleKey="kwatch.title" descriptionKey="kwatch.description" icon={List} />,
});
