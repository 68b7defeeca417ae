import { createFileRoute } from '@tanstack/react-router';
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';

function PickRoom() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center" data-testid="page" data-title-key="chats.title">
      <MessagesSquare className="h-10 w-10 text-neutral-400" aria-hidden />
      <h1 className="text-xl font-semibold">{t('chats.title')}</h1>
      <p className="max-w-sm text-sm text-neutral-600 dark:text-neutral-300">{t('chats.pickRoom')}</p>
    </div>
  );
}

export const Route = createFileRoute('/_chats/ksearch/chats/')({
  staticData: { titleKey: 'chats.title' },
  component: PickRoom,
});
