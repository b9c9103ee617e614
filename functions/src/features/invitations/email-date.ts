const LOCALES: Record<string, string> = { en: 'en-GB', si: 'si-LK', ta: 'ta-LK' };

/** A date as people read it in the e-mail's language, on Sri Lankan time (where the product's users are). */
export function formatEmailDate(date: Date, language: string): string {
  return new Intl.DateTimeFormat(LOCALES[language] ?? 'en-GB', { dateStyle: 'long', timeZone: 'Asia/Colombo' }).format(date);
}
