// Settings › General: the profile from the identity provider, language and colour mode.
import { useTranslation } from 'react-i18next';

import { ColorModeSwitch, LanguageSwitch } from '../components/ui/preference-switches';
import { roleLabel } from '../lib/role-label';
import { useSession } from '../lib/session';

export function GeneralSettings() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const rows: Array<[string, string]> = user
    ? [
        [t('profile.username'), user.username],
        [t('profile.email'), user.email || '—'],
        [t('profile.role'), roleLabel(t, user.role)],
      ]
    : [];
  return (
    <div className="space-y-8" data-testid="page" data-title-key="settings.general">
      <section aria-labelledby="profile-title" className="rounded-xl border border-neutral-200 p-5 dark:border-neutral-800">
        <h2 id="profile-title" className="text-lg font-semibold">
          {t('profile.title')}
        </h2>
        <p className="mt-1 text-xl" data-testid="profile-name">
          {user?.fullName}
        </p>
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
          {rows.map(([k, v]) => (
            <div key={k}>
              <dt className="text-neutral-600 dark:text-neutral-400">{k}</dt>
              <dd className="font-medium break-all">{v}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="prefs-title" className="rounded-xl border border-neutral-200 p-5 dark:border-neutral-800">
        <h2 id="prefs-title" className="mb-4 text-lg font-semibold">
          {t('profile.preferences')}
        </h2>
        <div className="flex flex-wrap gap-8">
          <div>
            <p className="mb-2 text-sm text-neutral-600 dark:text-neutral-400">{t('language.label')}</p>
            <LanguageSwitch />
          </div>
          <div>
            <p className="mb-2 text-sm text-neutral-600 dark:text-neutral-400">{t('colorMode.label')}</p>
            <ColorModeSwitch />
          </div>
        </div>
      </section>
    </div>
  );
}
