import { useTranslation } from 'react-i18next';
import { useDurationText } from '@/lib/duration';

/** A lesson's stored duration in the reader's language, or 'No duration set' when empty. */
export function useLessonDuration() {
  const { t } = useTranslation('lessons');
  const durationText = useDurationText();
  return (duration: string) => (duration ? durationText(duration) : t('noDuration'));
}
