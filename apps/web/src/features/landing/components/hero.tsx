// The landing page: what Yaam is and for whom, with the way in.
import { Link } from '@tanstack/react-router';
import { BellRing, LogIn, RadioTower, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { buttonClass } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';

export function LandingPage() {
  const { t } = useTranslation();
  const signedIn = useSession((s) => s.isAuthenticated);
  const features = [
    { icon: BellRing, title: t('landing.featureWatchTitle'), text: t('landing.featureWatchText') },
    { icon: Search, title: t('landing.featureSearchTitle'), text: t('landing.featureSearchText') },
    { icon: RadioTower, title: t('landing.featureLiveTitle'), text: t('landing.featureLiveText') },
  ];
  return (
    <div data-testid="landing">
      <section className="border-b border-neutral-200 bg-gradient-to-b from-primary-50 to-white dark:border-neutral-800 dark:from-primary-950/40 dark:to-neutral-950">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <p className="mb-4 inline-flex rounded-full bg-primary-100 px-3 py-1 text-sm font-medium text-primary-800 dark:bg-primary-900 dark:text-primary-200">{t('landing.forUnits')}</p>
          <h1 className="max-w-3xl text-4xl leading-tight font-bold tracking-tight sm:text-5xl">{t('landing.heroTitle')}</h1>
          <p className="mt-6 max-w-2xl text-lg text-neutral-700 dark:text-neutral-300">{t('landing.heroText')}</p>
          <div className="mt-10 flex flex-wrap gap-3">
            {signedIn ? (
              <Link to="/dashboard" className={buttonClass('solid', 'primary', 'lg')}>
                {t('auth.goToApp')}
              </Link>
            ) : (
              <Link to="/login" className={buttonClass('solid', 'primary', 'lg')} data-testid="hero-sign-in">
                <LogIn className="h-5 w-5" aria-hidden />
                {t('auth.signIn')}
              </Link>
            )}
            <Link to="/docs/$" params={{ _splat: '' }} className={buttonClass('outline', 'neutral', 'lg')}>
              {t('landing.readDocs')}
            </Link>
          </div>
        </div>
      </section>
      <section className="mx-auto grid max-w-6xl gap-6 px-4 py-16 md:grid-cols-3">
        {features.map(({ icon: Icon, title, text }) => (
          <article key={title} className="rounded-xl border border-neutral-200 p-6 dark:border-neutral-800">
            <Icon className="mb-4 h-6 w-6 text-primary-700 dark:text-primary-400" aria-hidden />
            <h2 className="text-lg font-semibold">{title}</h2>
            <p className="mt-2 text-neutral-600 dark:text-neutral-300">{text}</p>
          </article>
        ))}
      </section>
    </div>
  );
}
