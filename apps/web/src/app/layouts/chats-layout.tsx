// The chats layout: the signed-in frame, full width, with the room list beside the conversation.
import { Outlet } from '@tanstack/react-router';
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { DefaultFrame } from './default-layout';

export function ChatsLayout() {
  const { t } = useTranslation();
  return (
    <DefaultFrame wide>
      <div className="flex min-h-[calc(100dvh-3.5rem)] flex-1" data-layout="chats">
        <aside aria-label={t('chats.rooms')} className="hidden w-72 shrink-0 border-r border-neutral-200 p-4 md:block dark:border-neutral-800">
          <h2 className="mb-3 flex items-center gap-2 text-sm font-semibold text-neutral-700 dark:text-neutral-200">
            <MessagesSquare className="h-4 w-4" aria-hidden /> {t('chats.rooms')}
          </h2>
          <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('common.emptyTitle')}</p>
        </aside>
        <Outlet />
      </div>
    </DefaultFrame>
  );
}
