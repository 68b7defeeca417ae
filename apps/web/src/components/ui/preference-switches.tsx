// Language and colour-mode switches (landing, login and the user menu use the same controls).
import { COLOR_MODES, LOCALES, type ColorMode, type Locale } from '@yaam/shared/spec';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { useColorMode } from '../../lib/color-mode';
import { currentLocale } from '../../lib/i18n';
import { cn } from './cn';

const modeIcon: Record<ColorMode, typeof Sun> = { system: Monitor, light: Sun, dark: Moon };
const group = 'inline-flex rounded-md border border-neutral-200 p-0.5 dark:border-neutral-700';
const item = (active: boolean) =>
  cn(
    'inline-flex h-8 min-w-8 items-center justify-center gap-1 rounded px-2 text-sm transition-colors',
    active ? 'bg-neutral-900 text-white dark:bg-white dark:text-neutral-900' : 'text-neutral-700 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800',
  );

export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  return (
    <div role="group" aria-label={t('language.label')} className={cn(group, className)} data-testid="language-switch">
      {LOCALES.map((lng: Locale) => (
        <button key={lng} type="button" lang={lng} aria-pressed={locale === lng} className={item(locale === lng)} onClick={() => void i18n.changeLanguage(lng)}>
          {t(`language.${lng}`)}
        </button>
      ))}
    </div>
  );
}

export function ColorModeSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { preference, setColorMode } = useColorMode();
  return (
    <div role="group" aria-label={t('colorMode.label')} className={cn(group, className)} data-testid="color-mode-switch">
      {COLOR_MODES.map((mode) => {
        const Icon = modeIcon[mode];
        return (
          <button key={mode} type="button" aria-pressed={preference === mode} aria-label={t(`colorMode.${mode}`)} title={t(`colorMode.${mode}`)} className={item(preference === mode)} onClick={() => setColorMode(mode)}>
            <Icon className="h-4 w-4" aria-hidden />
          </button>
        );
      })}
    </div>
  );
}
