import { createFileRoute } from '@tanstack/react-router';

import { LandingPage } from '../../features/landing/components/hero';

export const Route = createFileRoute('/_landing/')({
  staticData: { public: true },
  component: LandingPage,
});
