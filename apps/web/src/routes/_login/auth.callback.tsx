import { createFileRoute } from '@tanstack/react-router';

import { CallbackCard } from '../../features/auth/components/callback-card';

export const Route = createFileRoute('/_login/auth/callback')({
  staticData: { public: true, titleKey: 'auth.signIn' },
  component: CallbackCard,
});
