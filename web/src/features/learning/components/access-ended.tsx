import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';
import type { ExpiredCourse } from '../model/learning-types';
import { NotAvailable } from './not-available';

/** Shown instead of a course, or one of its lessons, once access to it has ended: which course, since when, what to do. */
export function AccessEnded({ course, backTo, backLabel }: { course: ExpiredCourse; backTo: string; backLabel: string }) {
  const { t, i18n } = useTranslation('learning');
  return (
    <NotAvailable
      backTo={backTo}
      backLabel={backLabel}
      title={t('expired.title')}
      message={t('expired.course', {
        name: course.name || t('expired.unknownCourse'),
        date: formatDate(course.expiredAt, i18n.language),
      })}
    />
  );
}
