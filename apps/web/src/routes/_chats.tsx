import { createFileRoute } from '@tanstack/react-router';

import { ChatsLayout } from '../app/layouts/chats-layout';

export const Route = createFileRoute('/_chats')({ component: ChatsLayout, staticData: { middleware: ['auth'] } });
