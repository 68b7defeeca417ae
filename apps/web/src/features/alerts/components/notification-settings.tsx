// Settings → Notifications: how a new watched-plate alert calls for attention in this browser — a tone
// and a browser notification for high and critical alerts (every new alert always toasts).
import { BellRing, Volume2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { setNotificationPrefs, useNotificationPrefs } from '../notification-prefs';
import { notificationPermission, playAlertTone, requestNotificationPermission, unlockAudio } from '../notify';

function Switch({ id, checked, onChange, label, hint, children, testId }: { id: string; checked: boolean; onChange: (v: boolean) => void; label: string; hint: string; children?: ReactNode; testId: string }) {
  return (
    <div className="flex items-start justify-between gap-4 py-4">
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-neutral-600 dark:text-neutral-300">
          {hint}
        </p>
        {children}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={`${id}-hint`}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative mt-1 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
          checked ? 'bg-primary-700 dark:bg-primary-500' : 'bg-neutral-300 dark:bg-neutral-700',
        )}
        data-testid={testId}
      >
        <span className={cn('inline-block h-5 w-5 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-5.5' : 'translate-x-0.5')} aria-hidden />
      </button>
    </div>
  );
}

export function AlertNotificationSettings() {
  const { t } = useTranslation();
  const prefs = useNotificationPrefs();
  const [permission, setPermission] = useState(notificationPermission);
  const toggleDesktop = async (on: boolean) => {
    if (!on) return setNotificationPrefs({ desktop: false });
    const answer = await requestNotificationPermission();
    setPermission(answer);
    setNotificationPrefs({ desktop: answer === 'granted' });
  };
  return (
    <section aria-labelledby="alert-notifications-title" data-testid="page" data-title-key="settings.notifications">
      <h2 id="alert-notifications-title" className="flex items-center gap-2 text-lg font-semibold">
        <BellRing className="h-5 w-5" aria-hidden />
        {t('alerts.settings.title')}
      </h2>
      <p className="mb-2 text-sm text-neutral-600 dark:text-neutral-300">{t('alerts.settings.description')}</p>
      <div className="divide-y divide-neutral-200 rounded-xl border border-neutral-200 px-4 dark:divide-neutral-800 dark:border-neutral-800">
        <Switch id="pref-sound" checked={prefs.sound} onChange={(sound) => setNotificationPrefs({ sound })} label={t('alerts.settings.sound')} hint={t('alerts.settings.soundHint')} testId="pref-sound">
          <Button
            size="sm"
            variant="ghost"
            color="primary"
            className="mt-1 -ml-3"
            onClick={() => {
              unlockAudio();
              // The context starts on this click; the tone follows a moment later.
              setTimeout(() => playAlertTone('critical'), 50);
            }}
          >
            <Volume2 className="h-4 w-4" aria-hidden />
            {t('alerts.settings.testSound')}
          </Button>
        </Switch>
        <Switch
          id="pref-desktop"
          checked={prefs.desktop && permission === 'granted'}
          onChange={(on) => void toggleDesktop(on)}
          label={t('alerts.settings.desktop')}
          hint={t('alerts.settings.desktopHint')}
          testId="pref-desktop"
        >
          {permission === 'denied' || permission === 'unsupported' ? (
            <p className="mt-1 text-sm text-yellow-800 dark:text-yellow-300" role="status">
              {t(permission === 'denied' ? 'alerts.settings.denied' : 'alerts.settings.unsupported')}
            </p>
          ) : null}
        </Switch>
      </div>
    </section>
  );
}
