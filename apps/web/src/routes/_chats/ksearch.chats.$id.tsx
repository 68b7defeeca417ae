import { createFileRoute } from '@tanstack/react-router';
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { requireUuidId } from '../../app/validate';
import { EmptyState } from '../../components/ui/empty-state';

function Room() {
  const { t } = useTranslation();
  return (
    <div className="flex-1 p-4 sm:p-6" data-testid="page" data-title-key="chats.roomTitle">
      <h1 className="mb-4 text-xl font-semibold">{t('chats.roomTitle')}</h1>
      <EmptyState icon={MessagesSquare} />
    </div>
  );
}

export const Route = createFileRoute('/_chats/ksearch/chats/$id')({
  beforeLoad: requireUuidId,
  staticData: { titleKey: 'chats.roomTitle' },
  component: Room,
});
