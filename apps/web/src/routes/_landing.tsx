import { createFileRoute } from '@tanstack/react-router';

import { LandingLayout } from '../app/layouts/public-layouts';

export const Route = createFileRoute('/_landing')({ component: LandingLayout });
