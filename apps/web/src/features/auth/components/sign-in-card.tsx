// The sign-in card: explains what happens and starts the code flow at the identity provider.
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { LogoMark } from '../../../components/ui/logo';
import { signIn } from '../../../lib/oidc';

export function SignInCard({ returnTo }: { returnTo: string | null }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const start = () => {
    setBusy(true);
    setFailed(false);
    signIn(returnTo).catch((error: unknown) => {
      console.error('Sign-in could not start', error);
      setBusy(false);
      setFailed(true);
    });
  };
  return (
    <div className="w-full max-w-md rounded-2xl border border-neutral-200 bg-white p-8 shadow-sm dark:border-neutral-800 dark:bg-neutral-900">
      <LogoMark className="mb-6 h-12 w-12" />
      <h1 className="text-2xl font-semibold">{t('auth.signInTitle')}</h1>
      <p className="mt-2 text-neutral-600 dark:text-neutral-300">{t('auth.signInDescription')}</p>
      <Button size="lg" className="mt-8 w-full" onClick={start} disabled={busy} data-testid="sign-in">
        <LogIn className="h-5 w-5" aria-hidden />
        {t('auth.signIn')}
      </Button>
      {failed ? (
        <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-400">
          {t('auth.callbackFailed')}
        </p>
      ) : null}
    </div>
  );
}
