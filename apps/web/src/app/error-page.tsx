// SPEC §2 error page: shown for any fatal or unhandled error. Crawlers get nothing rendered (logged only).
import { ERROR_TEXTS } from '@yaam/shared/spec';
import { House } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { buttonClass } from '../components/ui/button';
import { LogoMark } from '../components/ui/logo';
import { describeError, isCrawler } from '../lib/app-error';

export function ErrorPage({ error, onHome }: { error: unknown; onHome?: () => void }) {
  const { t } = useTranslation();
  const { statusCode, statusMessage, message } = describeError(error);
  const crawler = isCrawler();
  useEffect(() => {
    console.error(`[${statusCode}] ${statusMessage}`, error);
  }, [error, statusCode, statusMessage]);
  if (crawler) return null;
  const home = (event: React.MouseEvent) => {
    if (!onHome) return;
    event.preventDefault();
    onHome();
  };
  return (
    <main className="flex min-h-dvh items-center justify-center bg-white px-4 py-16 dark:bg-neutral-950" data-testid="error-page">
      <div className="w-full max-w-lg text-center">
        <LogoMark className="mx-auto mb-6 h-12 w-12" />
        <p className="text-6xl font-bold text-primary-700 dark:text-primary-400" data-testid="error-status-code">
          {statusCode}
        </p>
        <h1 className="mt-4 text-2xl font-semibold">{t('error.title', ERROR_TEXTS.title)}</h1>
        <p className="mt-2 text-neutral-600 dark:text-neutral-300">{t('error.description', ERROR_TEXTS.description)}</p>
        <dl className="mt-6 space-y-2 rounded-lg border border-neutral-200 p-4 text-left text-sm dark:border-neutral-800">
          <div className="flex gap-2">
            <dt className="w-32 shrink-0 text-neutral-600 dark:text-neutral-400">{t('error.statusCode', 'Status code')}</dt>
            <dd>{statusCode}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="w-32 shrink-0 text-neutral-600 dark:text-neutral-400">{t('error.statusMessage', 'Status message')}</dt>
            <dd className="break-all" data-testid="error-status-message">
              {statusMessage}
            </dd>
          </div>
          <div className="flex gap-2">
            <dt className="w-32 shrink-0 text-neutral-600 dark:text-neutral-400">{t('error.message', 'Message')}</dt>
            <dd className="break-all" data-testid="error-message">
              {message}
            </dd>
          </div>
        </dl>
        <a href="/" onClick={home} className={`${buttonClass('solid', 'primary', 'lg')} mt-8`}>
          <House className="h-4 w-4" aria-hidden />
          {t('error.backToHome', ERROR_TEXTS.backHome)}
        </a>
      </div>
    </main>
  );
}
