import { createFileRoute } from '@tanstack/react-router';

import { requireUuidId } from '../../app/validate';
import { entryQueryOptions } from '../../features/kwatch/api/get-entry';
import { EntryPage } from '../../features/kwatch/components/entry-page';

export const Route = createFileRoute('/_default/kwatch/edit/$id')({
  beforeLoad: requireUuidId,
  // Start fetching while the page's code loads; the page shows its own loading and missing states.
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(entryQueryOptions(params.id)),
  staticData: { titleKey: 'kwatch.editTitle' },
  component: EditPage,
});

function EditPage() {
  const { id } = Route.useParams();
  return <EntryPage id={id} />;
}
