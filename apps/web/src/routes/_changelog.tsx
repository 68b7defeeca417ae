import { createFileRoute } from '@tanstack/react-router';

import { ChangelogLayout } from '../app/layouts/public-layouts';

export const Route = createFileRoute('/_changelog')({ component: ChangelogLayout, staticData: { public: true } });
