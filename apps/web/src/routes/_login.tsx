import { createFileRoute } from '@tanstack/react-router';

import { LoginLayout } from '../app/layouts/public-layouts';

export const Route = createFileRoute('/_login')({ component: LoginLayout });
