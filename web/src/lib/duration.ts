import { useTranslation } from 'react-i18next';

type DurationUnit = 'weeks' | 'minutes';

/**
 * Durations are stored in English words, as the API takes them (spec §5: a course's '8 weeks', a
 * lesson's '15 minutes'): '8 weeks' → { count: 8, unit: 'weeks' }; anything else → null.
 */
export function durationParts(duration: string): { count: number; unit: DurationUnit } | null {
  const match = /^(\d+) (week|minute)s?$/.exec(duration.trim());
  return match ? { count: Number(match[1]), unit: `${match[2] as 'week' | 'minute'}s` } : null;
}

/** The number of `unit`s of a stored duration, or null when it is not a number of them. */
export function durationIn(duration: string, unit: DurationUnit): number | null {
  const parts = durationParts(duration);
  return parts?.unit === unit ? parts.count : null;
}

/** A stored duration in the reader's language ('8 weeks' → 'සති 8'); free text as stored. */
export function useDurationText() {
  const { t } = useTranslation();
  return (duration: string) => {
    const parts = durationParts(duration);
    return parts ? t(`duration.${parts.unit}`, { count: parts.count }) : duration;
  };
}
