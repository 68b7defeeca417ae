import { createFileRoute } from '@tanstack/react-router';
import { Cctv } from 'lucide-react';

import { PlaceholderPage } from '../../app/placeholder-page';

export const Route = createFileRoute('/_default/uturans')({
  staticData: { titleKey: 'uturns.title' },
  component: () => <PlaceholderPage titleKey="uturns.title" descriptionKey="uturns.description" icon={Cctv} />,
});
