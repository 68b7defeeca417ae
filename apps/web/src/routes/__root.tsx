// The root shell: the guard, the loading card on private pages until auth is settled, the page title,
// the error page for fatal or unhandled errors and the non-fatal 404.
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useLocation, useMatches, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { TITLE_TEMPLATE } from '@yaam/shared/spec';
import { isPublicPath } from '@yaam/shared/spec';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorPage } from '../app/error-page';
import { guardNavigation } from '../app/guard';
import { LoadingCard } from '../app/loading-card';
import { notFoundError } from '../lib/app-error';
import { isAuthSettled, useSession } from '../lib/session';

export interface RouterContext {
  queryClient: QueryClient;
}

function usePageTitle() {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const key = [...matches].reverse().find((m) => m.staticData?.titleKey)?.staticData?.titleKey;
  useEffect(() => {
    const page = key ? t(key) : t('common.tagline');
    document.title = TITLE_TEMPLATE.replace('%s', page);
  }, [key, t, i18n.language]);
}

function RootComponent() {
  usePageTitle();
  const matches = useMatches();
  const { pathname } = useLocation();
  const settled = useSession(isAuthSettled);
  const routePublic = matches.length <= 1 || matches.some((m) => m.staticData?.public === true);
  if (!settled && !isPublicPath(pathname, routePublic)) return <LoadingCard />;
  return <Outlet />;
}

function RootError({ error }: ErrorComponentProps) {
  const router = useRouter();
  return <ErrorPage error={error} onHome={() => void router.navigate({ to: '/' })} />;
}

function RootNotFound() {
  const router = useRouter();
  const { pathname } = useLocation();
  return <ErrorPage error={notFoundError(pathname)} onHome={() => void router.navigate({ to: '/' })} />;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location, matches, preload }) => guardNavigation({ location, matches, preload }),
  component: RootComponent,
  errorComponent: RootError,
  notFoundComponent: RootNotFound,
  pendingComponent: LoadingCard,
  pendingMs: 0,
  pendingMinMs: 0,
});
