/** i18next may report a region ('en-US'); the app's languages are en, si and ta. */
export const baseOf = (language: string) => language.split('-')[0] ?? language;

/** Sri Lankan English writes the day first, as British English does. */
const localeOf = (language: string) => (baseOf(language) === 'en' ? 'en-GB' : baseOf(language));

/**
 * One formatter per locale, made on first use: building an Intl formatter costs far more than
 * formatting with it (a home with a dozen dates spent ~100 ms of a slow phone's main thread on
 * them; `Number.prototype.toLocaleString` builds one on every call).
 */
export function perLocale<T>(make: (locale: string) => T): (language: string) => T {
  const made = new Map<string, T>();
  return (language) => {
    const locale = localeOf(language);
    let formatter = made.get(locale);
    if (!formatter) made.set(locale, (formatter = make(locale)));
    return formatter;
  };
}
