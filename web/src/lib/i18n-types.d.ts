import type common from '@/locales/en/common.json';
import type dashboard from '@/locales/en/dashboard.json';
import type landing from '@/locales/en/landing.json';
import type learning from '@/locales/en/learning.json';
import type tour from '@/locales/en/tour.json';

/** A key missing from the English messages is a compile error. Add each new namespace here. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      dashboard: typeof dashboard;
      landing: typeof landing;
      learning: typeof learning;
      tour: typeof tour;
    };
  }
}
