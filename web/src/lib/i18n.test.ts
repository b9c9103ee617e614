import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import si from '@/locales/si.json';
import ta from '@/locales/ta.json';
import { DETECTION_ORDER, i18n } from '@/lib/i18n';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function valuesOf(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [String(value)];
  return Object.values(value).flatMap(valuesOf);
}

describe('locales', () => {
  it('Sinhala and Tamil have exactly the English keys', () => {
    const english = keysOf(en).sort();
    expect(keysOf(si).sort()).toEqual(english);
    expect(keysOf(ta).sort()).toEqual(english);
  });

  it('Sinhala and Tamil are translated, not English copies', () => {
    const englishValues = new Set(valuesOf(en));
    // Brand names, digits and the language names themselves may legitimately match.
    const shared = (values: string[]) =>
      values.filter((v) => englishValues.has(v) && !/^(Tutorly|\d+|English|සිංහල|தமிழ்)$/.test(v));
    expect(shared(valuesOf(si))).toEqual([]);
    expect(shared(valuesOf(ta))).toEqual([]);
  });

  it('keeps every {{placeholder}} of the English text', () => {
    const placeholders = (s: string) => (s.match(/{{\w+}}/g) ?? []).sort().join();
    const english = Object.fromEntries(keysOf(en).map((k, i) => [k, valuesOf(en)[i] ?? '']));
    for (const [name, locale] of [
      ['si', si],
      ['ta', ta],
    ] as const) {
      const values = Object.fromEntries(keysOf(locale).map((k, i) => [k, valuesOf(locale)[i] ?? '']));
      for (const [key, text] of Object.entries(english))
        expect(placeholders(values[key] ?? ''), `${name}:${key}`).toBe(placeholders(text));
    }
  });
});

describe('language detection', () => {
  it('prefers an explicit choice (query string, then the cached pick) over the browser language', () => {
    expect(DETECTION_ORDER.slice(0, 4)).toEqual(['querystring', 'cookie', 'localStorage', 'sessionStorage']);
    expect(DETECTION_ORDER).toContain('navigator');
    expect(i18n.options.detection?.lookupQuerystring).toBe('lng');
    expect(i18n.options.detection?.caches).toEqual(['localStorage', 'cookie']);
  });

  it('falls back to English and loads Sinhala on demand', async () => {
    expect(i18n.options.fallbackLng).toEqual(['en']);
    await i18n.changeLanguage('si');
    expect(i18n.t('session.loginAgain')).toBe(si.session.loginAgain);
    expect(document.documentElement.lang).toBe('si');
    await i18n.changeLanguage('en');
  });
});
