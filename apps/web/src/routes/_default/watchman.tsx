import { createFileRoute } from '@tanstack/react-router';
import { Bell } from 'lucide-react';

import { PlaceholderPage } from '../../app/placeholder-page';

export const Route = createFileRoute('/_default/watchman')({
  staticData: { titleKey: 'watchman.title' },
  component: () => <PlaceholderPage titleKey="watchman.title" descriptionKey="watchman.description" icon={Bell} />,
});
