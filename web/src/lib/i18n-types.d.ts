import type auth from '@/locales/en/auth.json';
import type common from '@/locales/en/common.json';
import type courses from '@/locales/en/courses.json';
import type dashboard from '@/locales/en/dashboard.json';
import type invitations from '@/locales/en/invitations.json';
import type landing from '@/locales/en/landing.json';
import type legal from '@/locales/en/legal.json';
import type lessons from '@/locales/en/lessons.json';
import type payments from '@/locales/en/payments.json';
import type richText from '@/locales/en/rich-text.json';
import type students from '@/locales/en/students.json';
import type youtube from '@/locales/en/youtube.json';

/** A key missing from the English messages is a compile error. Add each new namespace here. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      auth: typeof auth;
      common: typeof common;
      courses: typeof courses;
      dashboard: typeof dashboard;
      invitations: typeof invitations;
      landing: typeof landing;
      legal: typeof legal;
      lessons: typeof lessons;
      payments: typeof payments;
      'rich-text': typeof richText;
      students: typeof students;
      youtube: typeof youtube;
    };
  }
}
