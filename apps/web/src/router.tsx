// The router: file routes, scroll to top or to the hash target (smooth), intent preloading limited to
// 4 at once and off on slow connections, the loading bar, and the chunk-reload guard.
import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';

import { ErrorPage } from './app/error-page';
import { LoadingCard } from './app/loading-card';
import { isChunkLoadError, reloadOnChunkError } from './lib/chunk-reload';
import { finishLoading, startLoading } from './lib/loading-bar';
import { isSlowConnection, limitConcurrency } from './lib/network';
import { routeTree } from './routeTree.gen';

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: isSlowConnection() ? false : 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    scrollRestorationBehavior: 'smooth',
    defaultHashScrollIntoView: { behavior: 'smooth' },
    notFoundMode: 'root',
    defaultPendingComponent: LoadingCard,
    defaultErrorComponent: ({ error }) => {
      if (isChunkLoadError(error) && reloadOnChunkError()) return null;
      return <ErrorPage error={error} onHome={() => void router.navigate({ to: '/' })} />;
    },
  });
  // SPEC §9: up to 4 route preloads at once.
  const preload = router.preloadRoute.bind(router);
  router.preloadRoute = limitConcurrency(preload) as typeof router.preloadRoute;
  router.subscribe('onBeforeNavigate', () => startLoading());
  router.subscribe('onResolved', () => finishLoading());
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
