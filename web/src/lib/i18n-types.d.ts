import type common from '@/locales/en/common.json';
import type dashboard from '@/locales/en/dashboard.json';
import type landing from '@/locales/en/landing.json';
import type youtube from '@/locales/en/youtube.json';

/** A key missing from the English messages is a compile error. Add each new namespace here. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common; dashboard: typeof dashboard; landing: typeof landing; youtube: typeof youtube };
  }
}
