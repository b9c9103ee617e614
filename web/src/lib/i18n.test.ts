import { describe, expect, it } from 'vitest';
import { DETECTION_ORDER, i18n, NAMESPACES, STARTUP_NAMESPACES } from '@/lib/i18n';

const files = import.meta.glob<{ default: object }>('../locales/*/*.json', { eager: true });

/** All namespaces of one language, as `{ namespace: messages }`. */
function messagesOf(language: string): Record<string, object> {
  const prefix = `../locales/${language}/`;
  return Object.fromEntries(
    Object.entries(files)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, module]) => [path.slice(prefix.length, -'.json'.length), module.default]),
  );
}

const en = messagesOf('en');
const si = messagesOf('si');
const ta = messagesOf('ta');

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function valuesOf(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [String(value)];
  return Object.values(value).flatMap(valuesOf);
}

describe('locales', () => {
  it('every language has the same namespace files, all registered', () => {
    expect(Object.keys(si).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(ta).sort()).toEqual(Object.keys(en).sort());
    expect([...NAMESPACES].sort()).toEqual(Object.keys(en).sort());
  });

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

describe('bundled messages', () => {
  it('ship only what the first screen shows: the app shell and the landing page', () => {
    expect([...STARTUP_NAMESPACES].sort()).toEqual(['common', 'landing']);
    expect(i18n.options.partialBundledLanguages).toBe(true);
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
    expect(i18n.t('session.loginAgain')).toBe('නැවත පුරනය වන්න');
    expect(i18n.t('dashboard:nav.students')).toBe('සිසුන්');
    expect(document.documentElement.lang).toBe('si');
    await i18n.changeLanguage('en');
  });
});
