import { useTranslation } from 'react-i18next';
import { perLocale } from './intl-formatters';

const numberFormat = perLocale((locale) => new Intl.NumberFormat(locale));
const percentFormat = perLocale((locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }));

/** A count the reader's way (grouping follows the language). */
export const formatNumber = (value: number, language: string) => numberFormat(language).format(value);

/** Formats a 0–100 percentage the reader's way (digits and sign placement follow the language). */
export function usePercent() {
  const { i18n } = useTranslation();
  return (value: number) => percentFormat(i18n.language).format(value / 100);
}
