import { durationParts } from '@shared/durations';
import { useTranslation } from 'react-i18next';

/** A stored duration in the reader's language ('8 weeks' → 'සති 8'); free text as stored. */
export function useDurationText() {
  const { t } = useTranslation();
  return (duration: string) => {
    const parts = durationParts(duration);
    return parts ? t(`duration.${parts.unit}`, { count: parts.count }) : duration;
  };
}
