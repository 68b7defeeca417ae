import { createFileRoute } from '@tanstack/react-router';
import { RadioTower } from 'lucide-react';

import { PlaceholderPage } from '../../app/placeholder-page';

export const Route = createFileRoute('/_default/mqtt')({
  staticData: { titleKey: 'mqtt.title' },
  component: () => <PlaceholderPage titleKey="mqtt.title" descriptionKey="mqtt.description" icon={RadioTower} />,
});
