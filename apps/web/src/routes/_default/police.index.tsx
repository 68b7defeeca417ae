import { createFileRoute } from '@tanstack/react-router';
import { Shield } from 'lucide-react';

import { PlaceholderPage } from '../../app/placeholder-page';

export const Route = createFileRoute('/_default/police/')({
  staticData: { titleKey: 'police.manageTitle' },
  component: () => <PlaceholderPage titleKey="police.manageTitle" descriptionKey="police.manageDescription" icon={Shield} />,
});
