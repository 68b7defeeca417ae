// /auth/callback: shown while the login return is processed; offers a way on if it did not complete.
import { Link } from '@tanstack/react-router';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { buttonClass } from '../../../components/ui/button';
import { isAuthSettled, useSession } from '../../../lib/session';

export function CallbackCard() {
  const { t } = useTranslation();
  const settled = useSession(isAuthSettled);
  const signedIn = useSession((s) => s.isAuthenticated);
  return (
    <div className="w-full max-w-sm rounded-2xl border border-neutral-200 bg-white p-8 text-center shadow-sm dark:border-neutral-800 dark:bg-neutral-900" role="status">
      {!settled || signedIn ? (
        <>
          <RefreshCw className="mx-auto mb-4 h-8 w-8 animate-spin text-primary-700 dark:text-primary-400" aria-hidden />
          <h1 className="text-lg font-semibold">{t('auth.signingIn')}</h1>
        </>
      ) : (
        <>
          <h1 className="text-lg font-semibold">{t('auth.callbackFailed')}</h1>
          <Link to="/login" className={`${buttonClass('solid', 'primary')} mt-6`}>
            {t('auth.tryAgain')}
          </Link>
        </>
      )}
    </div>
  );
}
