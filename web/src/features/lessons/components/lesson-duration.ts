import { useTranslation } from 'react-i18next';
import { minutesOf } from '../lesson-format';

/** A stored duration ('15 minutes') in the reader's language; anything else as stored, or a dash when empty. */
export function useLessonDuration() {
  const { t } = useTranslation('lessons');
  return (duration: string) => {
    const minutes = minutesOf(duration);
    if (minutes !== null) return t('minutes', { count: minutes });
    return duration || t('noDuration');
  };
}
