import type { TFunction } from 'i18next';
import type { AppNotification } from '../api/use-notifications';

/** Notification types whose title is shown in the reader's language. */
export const KNOWN_TYPES = [
  'lesson_completed',
  'course_started',
  'invitation_accepted',
  'invitation_rejected',
  'payment',
  'payment_failed',
  'access_expiring',
  'access_granted',
  'lesson_published',
  'video_failed',
] as const;
type KnownType = (typeof KNOWN_TYPES)[number];

export const isKnownType = (type: string): type is KnownType => (KNOWN_TYPES as readonly string[]).includes(type);

/** The body in the reader's language, when the notification carries the names it needs. */
function localBody(item: AppNotification, t: TFunction<'dashboard'>): string | undefined {
  const { studentName, lessonTitle, tutorName, courseName, daysLeft, email } = item.params;
  switch (item.type) {
    case 'lesson_completed':
      return studentName && lessonTitle ? t('notifications.bodies.lessonCompleted', { studentName, lessonTitle }) : undefined;
    case 'access_granted':
      return tutorName && courseName ? t('notifications.bodies.accessGranted', { tutorName, courseName }) : undefined;
    case 'lesson_published':
      return lessonTitle && courseName ? t('notifications.bodies.lessonPublished', { lessonTitle, courseName }) : undefined;
    case 'video_failed':
      return lessonTitle ? t('notifications.bodies.videoFailed', { lessonTitle }) : undefined;
    case 'invitation_accepted':
      return studentName ? t('notifications.bodies.invitationAccepted', { studentName }) : undefined;
    case 'invitation_rejected':
      return email ? t('notifications.bodies.invitationRejected', { email }) : undefined;
    case 'payment':
      return t('notifications.bodies.paymentReceived');
    case 'payment_failed':
      return t('notifications.bodies.paymentFailed');
    case 'access_expiring': {
      const count = Number(daysLeft);
      if (!courseName || !Number.isInteger(count) || count < 0) return undefined;
      // The tutor's copy names the student; the student's own copy does not.
      if (count === 0) {
        return studentName
          ? t('notifications.bodies.accessExpiringStudentToday', { studentName, courseName })
          : t('notifications.bodies.accessExpiringYoursToday', { courseName });
      }
      return studentName
        ? t('notifications.bodies.accessExpiringStudent', { studentName, courseName, count })
        : t('notifications.bodies.accessExpiringYours', { courseName, count });
    }
    default:
      return undefined;
  }
}

/** Title and body in the reader's language where the notification carries what is needed, else as stored. */
export function notificationText(item: AppNotification, t: TFunction<'dashboard'>): { title: string; body: string } {
  const title = isKnownType(item.type) ? t(`notifications.types.${item.type}`) : item.title;
  return { title, body: localBody(item, t) ?? item.body };
}

/** Only same-site paths are followed (a stored link must never send the user elsewhere). */
export function safeLink(link: string): string | undefined {
  return link.startsWith('/') && !link.startsWith('//') ? link : undefined;
}
