// Build-time render of the landing page `/` (apps/web/build/prerender-landing.ts): the real landing
// layout and page inside the app's providers, in one language, so the server can send a page that
// paints before any script has run. main.tsx then renders the same markup over it.
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { LOCALES, TITLE_TEMPLATE, type Locale } from '@yaam/shared/spec';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';

import { LandingLayout } from './app/layouts/public-layouts';
import { Providers } from './app/providers';
import { LandingPage } from './features/landing/components/hero';

/** i18n.ts's namespace; not imported from there, which would bring the browser-only backend and detector. */
const NAMESPACE = 'messages';

export interface PrerenderedLanding {
  /** The markup inside `#app`. */
  html: string;
  /** The document title the app sets for `/` (root route: TITLE_TEMPLATE with the tagline). */
  title: string;
}

export async function renderLanding(locale: Locale, messages: Record<string, unknown>): Promise<PrerenderedLanding> {
  const missing: string[] = [];
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: locale,
    supportedLngs: [...LOCALES],
    fallbackLng: false,
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    resources: { [locale]: { [NAMESPACE]: messages } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    react: { useSuspense: false },
    saveMissing: true,
    missingKeyHandler: (_lngs, _ns, key) => void missing.push(key),
  });

  // The app's route tree for `/` only (root → _landing layout → index): the full tree would load every page.
  const root = createRootRoute({ component: Outlet });
  const layout = createRoute({ getParentRoute: () => root, id: '_landing', component: LandingLayout });
  const index = createRoute({ getParentRoute: () => layout, path: '/', component: LandingPage });
  const router = createRouter({ routeTree: root.addChildren([layout.addChildren([index])]), history: createMemoryHistory({ initialEntries: ['/'] }), isServer: true });
  await router.load();

  const html = renderToString(
    <StrictMode>
      <Providers queryClient={new QueryClient()} i18n={i18n}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
  if (missing.length) throw new Error(`landing prerender (${locale}): missing messages ${missing.join(', ')}`);
  return { html, title: TITLE_TEMPLATE.replace('%s', i18n.t('common.tagline')) };
}
