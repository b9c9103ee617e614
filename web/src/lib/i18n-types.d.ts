import type common from '@/locales/en/common.json';
import type courses from '@/locales/en/courses.json';
import type dashboard from '@/locales/en/dashboard.json';
import type landing from '@/locales/en/landing.json';
import type lessons from '@/locales/en/lessons.json';
import type richText from '@/locales/en/rich-text.json';

/** A key missing from the English messages is a compile error. Add each new namespace here. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      courses: typeof courses;
      dashboard: typeof dashboard;
      landing: typeof landing;
      lessons: typeof lessons;
      'rich-text': typeof richText;
    };
  }
}
