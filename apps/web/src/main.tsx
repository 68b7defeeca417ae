// Start-up: runtime configuration, session (SPEC §4 start order), translations, colour mode, router,
// identity provider, realtime and the new-build watch. A start-up failure shows the error page.
// On `/` the server sends the landing page prerendered (build/prerender-landing.ts) and this entry is
// loaded by public/landing-start.js once it is needed; it then renders the same page over it.
import './styles.css';

import { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';

import { ErrorPage } from './app/error-page';
import { Providers } from './app/providers';
import { isPrerendered, takeOver } from './features/landing/prerendered';
import { watchForNewBuild } from './lib/build-check';
import { installChunkReload } from './lib/chunk-reload';
import { initColorMode } from './lib/color-mode';
import { createHttp, setHttp } from './lib/http';
import { initI18n } from './lib/i18n';
import { configureIdentity, initIdentity, renewToken } from './lib/oidc';
import { loadRuntimeConfig } from './lib/runtime-config';
import { currentToken, startSession } from './lib/session';
import { addToast } from './lib/toast';
import { blockedHostsFromEnv, installWebSocketGuard } from './realtime/blocked-host';
import { linkRealtimeToSession } from './realtime/session-link';
import { createAppRouter } from './router';

let mounted = false;

/** Renders nothing; once the app's first render is committed over the prerendered landing, takes over from it. */
function TakeOver({ container }: { container: HTMLElement }) {
  useEffect(() => takeOver(container), [container]);
  return null;
}

async function boot() {
  const container = document.getElementById('app');
  if (!container) throw new Error('#app is missing from index.html');
  installWebSocketGuard(blockedHostsFromEnv(import.meta.env.VITE_BLOCKED_WS_HOSTS));
  installChunkReload();
  initColorMode();
  const startedFrom = startSession();
  const [config, i18n] = await Promise.all([loadRuntimeConfig(), initI18n(__BUILD_ID__)]);
  setHttp(createHttp({ baseURL: config.apiBase, getToken: currentToken, refresh: renewToken }));
  configureIdentity(config);

  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  const router = createAppRouter(queryClient);
  void initIdentity({
    href: window.location.href,
    fromLoginReturn: startedFrom === 'login-return',
    redirect: (to) => void router.navigate({ href: to, replace: true }),
    cleanAddress: (path) => window.history.replaceState(window.history.state, '', path),
  });
  linkRealtimeToSession(config);

  // Over the server's prerendered landing page (dist/landing.*.html): the first render must be the
  // same page, not the pending card, so the route is loaded first; the render is a transition, in
  // small tasks that leave the page responsive (the markup on screen is already the page).
  const prerendered = isPrerendered(container);
  if (prerendered) await router.load();

  if (mounted) return;
  mounted = true;
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
        {prerendered && <TakeOver container={container} />}
      </Providers>
    </StrictMode>
  );
  if (prerendered) startTransition(() => root.render(app));
  else root.render(app);

  watchForNewBuild(__BUILD_ID__, () =>
    addToast({
      id: 'new-build',
      title: i18n.t('build.newVersion'),
      description: i18n.t('build.newVersionText'),
      color: 'info',
      duration: Number.POSITIVE_INFINITY,
      actions: [{ label: i18n.t('build.reload'), onClick: () => window.location.reload() }],
    }),
  );
}

boot().catch(async (error: unknown) => {
  console.error('Yaam failed to start', error);
  const container = document.getElementById('app');
  if (!container || mounted) return;
  const { default: i18next } = await import('i18next');
  createRoot(container).render(
    <I18nextProvider i18n={i18next}>
      <ErrorPage error={error} />
    </I18nextProvider>,
  );
});
