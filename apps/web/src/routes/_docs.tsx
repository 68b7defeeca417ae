import { createFileRoute } from '@tanstack/react-router';

import { DocsShell } from '../features/docs/docs-shell';
import { loadDocIndex } from '../features/docs/content';

export const Route = createFileRoute('/_docs')({
  staticData: { public: true },
  loader: () => loadDocIndex(),
  component: function DocsLayoutRoute() {
    return <DocsShell pages={Route.useLoaderData()} />;
  },
});
