import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSwitcher } from '@/components/language-switcher';
import { i18n } from '@/lib/i18n';
import { renderRoutes } from '@/testing/test-utils';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('language switcher', () => {
  it('offers each language in its own script and switches the app (and <html lang>) to it', async () => {
    renderRoutes([{ path: '/', element: <LanguageSwitcher /> }]);
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Language' });
    expect([...select.options].map((option) => [option.value, option.textContent, option.lang])).toEqual([
      ['en', 'English', 'en'],
      ['si', 'සිංහල', 'si'],
      ['ta', 'தமிழ்', 'ta'],
    ]);
    fireEvent.change(select, { target: { value: 'ta' } });
    expect(await screen.findByRole('combobox', { name: 'மொழி' })).toBeTruthy();
    expect(i18n.language).toBe('ta');
    expect(document.documentElement.lang).toBe('ta');
    expect(localStorage.getItem('i18nextLng')).toBe('ta');
  });
});
