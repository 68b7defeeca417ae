import { createFileRoute } from '@tanstack/react-router';

import { SignInCard } from '../../features/auth/components/sign-in-card';
import { isInternalPath } from '../../lib/redirect';

export const Route = createFileRoute('/_landing/login')({
  staticData: { public: true, titleKey: 'auth.signIn' },
  validateSearch: (search: Record<string, unknown>): { returnTo?: string } => (isInternalPath(search.returnTo) ? { returnTo: search.returnTo } : {}),
  component: function LoginPage() {
    const { returnTo } = Route.useSearch();
    return (
      <div className="flex justify-center px-4 py-16 sm:py-24">
        <SignInCard returnTo={returnTo ?? null} />
      </div>
    );
  },
});
