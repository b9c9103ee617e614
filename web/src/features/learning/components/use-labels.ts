import { useTranslation } from 'react-i18next';

const CATEGORIES = ['programming', 'design', 'business', 'marketing', 'data-science'] as const;
const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;

/** Course categories and difficulties as the reader sees them; unknown values pass through. */
export function useLabels() {
  const { t } = useTranslation('learning');
  return {
    category: (value: string) => {
      const known = CATEGORIES.find((c) => c === value);
      return known ? t(`categories.${known}`) : value;
    },
    difficulty: (value: string) => {
      const known = DIFFICULTIES.find((d) => d === value);
      return known ? t(`difficulty.${known}`) : value;
    },
  };
}
