// The user's language as the app's locale type ('th' | 'en'), re-rendering on a change of language.
import { useTranslation } from 'react-i18next';

import { currentLocale } from './i18n';
import type { AppLocale } from './format';

export function useAppLocale(): AppLocale {
  const { i18n } = useTranslation();
  return currentLocale(i18n);
}
