import { useTranslation } from 'react-i18next';

/** Formats a 0–100 percentage the reader's way (digits and sign placement follow the language). */
export function usePercent() {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  return (value: number) => format.format(value / 100);
}
