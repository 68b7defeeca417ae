// Everything the pages share: query client, translations, toasts, overlays, loading bar.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import { LoadingBar } from '../components/ui/loading-bar';
import { OverlayHost } from '../components/ui/overlay-host';
import { Toaster } from '../components/ui/toaster';

export function Providers({ queryClient, i18n, children }: { queryClient: QueryClient; i18n: I18n; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <LoadingBar />
        {children}
        <OverlayHost />
        <Toaster />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
