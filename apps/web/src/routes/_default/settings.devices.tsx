import { createFileRoute } from '@tanstack/react-router';
import { Camera } from 'lucide-react';

import { Section } from '../../app/section';

export const Route = createFileRoute('/_default/settings/devices')({
  staticData: { titleKey: 'settings.devices' },
  component: () => <Section titleKey="settings.devices" descriptionKey="settings.devicesDescription" icon={Camera} />,
});
