import i18next, { type BackendModule, type FlatNamespace, type ResourceLanguage } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { loadScriptFont } from '@/lib/script-fonts';

export const LANGUAGES = ['en', 'si', 'ta'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

/** One of ours for a resolved language (`i18n.resolvedLanguage`): what the server is told to write e-mails in. */
export const languageOf = (resolved: string | undefined): TLanguage => LANGUAGES.find((l) => l === resolved) ?? 'en';

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

type Messages = { default: ResourceLanguage };

/**
 * One namespace per feature: `locales/<language>/<namespace>.json`. Only what the first screen
 * shows ships in the bundle, in English (the fallback): the app's shell (`common`) and the landing
 * page. Every other namespace loads with the page that asks for it, in English too, so that each
 * feature's messages do not weigh on the landing page's first load (budget: 150 kB gzip).
 */
const english = import.meta.glob<Messages>(['../locales/en/common.json', '../locales/en/landing.json'], { eager: true });
const onDemand = import.meta.glob<Messages>(['../locales/*/*.json', '!../locales/en/common.json', '!../locales/en/landing.json']);

const namespaceOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
/** Loaded at start-up, in the detected language. */
export const STARTUP_NAMESPACES = Object.keys(english).map(namespaceOf);
export const NAMESPACES = [...new Set([...STARTUP_NAMESPACES, ...Object.keys(onDemand).map(namespaceOf)])];

/**
 * Sinhala and Tamil load on demand, so English-only visitors never download them. Each arrives
 * with its script's font: text drawn before its font is ready can stay unrendered in Chromium.
 * (`loadScriptFont` does nothing for English.)
 */
const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    const load = onDemand[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`no ${language}/${namespace} messages`), null);
      return;
    }
    Promise.all([load(), loadScriptFont(language)])
      .then(([module]) => callback(null, module.default))
      .catch((error: unknown) => callback(error as Error, null));
  },
};

export const i18n = i18next.createInstance();

// Registered before init, so the detected language gets it too: <html lang> follows the
// language (screen readers, hyphenation, font selection).
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

void i18n
  .use(lazyLocales)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { en: Object.fromEntries(Object.entries(english).map(([path, module]) => [namespaceOf(path), module.default])) },
    partialBundledLanguages: true,
    // A copy: i18next adds every namespace loaded later to this list.
    ns: [...STARTUP_NAMESPACES],
    defaultNS: 'common',
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

/**
 * Loads namespaces in the detected language (and English, the fallback) once i18n has started,
 * so that a page can fetch its messages alongside its code rather than after its first render.
 */
export async function loadNamespaces(namespaces: readonly FlatNamespace[]): Promise<void> {
  if (!i18n.isInitialized) {
    await new Promise<void>((resolve) => {
      const onInitialized = () => {
        i18n.off('initialized', onInitialized);
        resolve();
      };
      i18n.on('initialized', onInitialized);
    });
  }
  await i18n.loadNamespaces(namespaces);
}
