import { createFileRoute } from '@tanstack/react-router';
import { Map } from 'lucide-react';

import { PlaceholderPage } from '../../app/placeholder-page';

export const Route = createFileRoute('/_default/map')({
  staticData: { titleKey: 'map.title' },
  component: () => <PlaceholderPage titleKey="map.title" descriptionKey="map.description" icon={Map} />,
});
