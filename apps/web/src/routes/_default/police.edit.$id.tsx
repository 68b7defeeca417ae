import { createFileRoute } from '@tanstack/react-router';

import { requireUuidId } from '../../app/validate';
import { officerQueryOptions } from '../../features/police/api/get-officer';
import { OfficerEditPage } from '../../features/police/components/officer-pages';

export const Route = createFileRoute('/_default/police/edit/$id')({
  beforeLoad: requireUuidId,
  // Start fetching while the page's code loads; the page shows its own loading and missing states.
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(officerQueryOptions(params.id)),
  staticData: { titleKey: 'police.editTitle' },
  component: EditPage,
});

function EditPage() {
  const { id } = Route.useParams();
  return <OfficerEditPage id={id} />;
}
