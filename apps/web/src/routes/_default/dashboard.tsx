import { createFileRoute } from '@tanstack/react-router';
import { Gauge } from 'lucide-react';

import { PlaceholderPage } from '../../app/placeholder-page';

export const Route = createFileRoute('/_default/dashboard')({
  staticData: { titleKey: 'dashboard.title' },
  component: () => <PlaceholderPage titleKey="dashboard.title" descriptionKey="dashboard.description" icon={Gauge} />,
});
