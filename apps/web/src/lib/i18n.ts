// SPEC §4/§7 languages: th and en, detection cookie → browser languages → th, cookie kept 365 days,
// no URL prefix, messages from /_i18n/{locale}/messages.json; <html lang> follows the language.
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_DAYS, LOCALES, type Locale } from '@yaam/shared/spec';
import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

export const NAMESPACE = 'messages';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Pure form of the detection order, for tests: cookie, then each browser language, then th. */
export function detectLocale(cookie: string | null | undefined, browserLanguages: readonly string[]): Locale {
  if (isLocale(cookie)) return cookie;
  for (const lang of browserLanguages) {
    const base = lang.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

export async function initI18n(buildId: string): Promise<I18n> {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (lng) => {
    // The detected language may be a browser tag (en-US); the page's language is its base (en).
    const base = lng.toLowerCase().split('-')[0];
    if (typeof document !== 'undefined') document.documentElement.lang = isLocale(base) ? base : DEFAULT_LOCALE;
  });
  await instance
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LOCALES],
      fallbackLng: DEFAULT_LOCALE,
      load: 'languageOnly',
      nonExplicitSupportedLngs: true,
      ns: [NAMESPACE],
      defaultNS: NAMESPACE,
      interpolation: { escapeValue: false },
      showSupportNotice: false,
      react: { useSuspense: false },
      detection: {
        order: ['cookie', 'navigator'],
        lookupCookie: LOCALE_COOKIE,
        caches: ['cookie'],
        cookieMinutes: LOCALE_COOKIE_DAYS * 24 * 60,
        cookieOptions: { path: '/', sameSite: 'lax' },
      },
      backend: {
        loadPath: '/_i18n/{{lng}}/messages.json',
        queryStringParams: { v: buildId },
        // Cacheable in production (the server sends 24 h); never cached in development.
        requestOptions: { cache: import.meta.env.DEV ? 'no-cache' : 'default' },
      },
    });
  return instance;
}

export function currentLocale(i18n: I18n): Locale {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(lng) ? lng : DEFAULT_LOCALE;
}
