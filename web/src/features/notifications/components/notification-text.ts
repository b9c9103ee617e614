import type { TFunction } from 'i18next';
import type { AppNotification } from '../api/use-notifications';

/** Notification types whose title is shown in the reader's language. */
export const KNOWN_TYPES = [
  'lesson_completed',
  'course_started',
  'invitation_accepted',
  'payment',
  'access_expiring',
  'access_granted',
  'lesson_published',
] as const;
type KnownType = (typeof KNOWN_TYPES)[number];

export const isKnownType = (type: string): type is KnownType => (KNOWN_TYPES as readonly string[]).includes(type);

/** Title and body in the reader's language where the notification carries what is needed, else as stored. */
export function notificationText(item: AppNotification, t: TFunction<'dashboard'>): { title: string; body: string } {
  const title = isKnownType(item.type) ? t(`notifications.types.${item.type}`) : item.title;
  const { studentName, lessonTitle, tutorName, courseName } = item.params;
  const body =
    item.type === 'lesson_completed' && studentName && lessonTitle
      ? t('notifications.bodies.lessonCompleted', { studentName, lessonTitle })
      : item.type === 'access_granted' && tutorName && courseName
        ? t('notifications.bodies.accessGranted', { tutorName, courseName })
        : item.type === 'lesson_published' && lessonTitle && courseName
          ? t('notifications.bodies.lessonPublished', { lessonTitle, courseName })
          : item.body;
  return { title, body };
}

/** Only same-site paths are followed (a stored link must never send the user elsewhere). */
export function safeLink(link: string): string | undefined {
  return link.startsWith('/') && !link.startsWith('//') ? link : undefined;
}
