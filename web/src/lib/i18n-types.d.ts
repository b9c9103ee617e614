import type common from '@/locales/en/common.json';
import type dashboard from '@/locales/en/dashboard.json';
import type invitations from '@/locales/en/invitations.json';
import type landing from '@/locales/en/landing.json';
import type payments from '@/locales/en/payments.json';
import type students from '@/locales/en/students.json';
import type youtube from '@/locales/en/youtube.json';

/** A key missing from the English messages is a compile error. Add each new namespace here. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      dashboard: typeof dashboard;
      invitations: typeof invitations;
      landing: typeof landing;
      payments: typeof payments;
      students: typeof students;
      youtube: typeof youtube;
    };
  }
}
