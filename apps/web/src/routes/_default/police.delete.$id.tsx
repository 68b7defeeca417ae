import { createFileRoute } from '@tanstack/react-router';

import { requireUuidId } from '../../app/validate';
import { officerQueryOptions } from '../../features/police/api/get-officer';
import { OfficerDeletePage } from '../../features/police/components/officer-delete';

export const Route = createFileRoute('/_default/police/delete/$id')({
  beforeLoad: requireUuidId,
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(officerQueryOptions(params.id)),
  staticData: { titleKey: 'police.deleteTitle' },
  component: DeletePage,
});

function DeletePage() {
  const { id } = Route.useParams();
  return <OfficerDeletePage id={id} />;
}
