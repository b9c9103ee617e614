import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LegalPage } from '@/features/legal/components/legal-page';
import { i18n } from '@/lib/i18n';
import { renderRoutes } from '@/testing/test-utils';

describe('legal pages', () => {
  it('show the privacy policy: every section, effective date, Back to /, contact card and a mail draft to subscribe', async () => {
    renderRoutes([{ path: '/privacy-policy', element: <LegalPage document="privacy" /> }], '/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByText('Effective date: August 13, 2025')).toBeTruthy();
    const main = screen.getByRole('main');
    const sections = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(sections).toEqual([
      'Introduction',
      '1. Information We Collect',
      '2. How We Use Your Information',
      '3. Information Sharing and Disclosure',
      '4. Cookies and Tracking',
      '5. Your Rights',
      '6. Data Security',
      '7. Data Retention',
      '8. International Data Transfers',
      "9. Children's Privacy",
      '10. Updates to This Policy',
    ]);
    expect(screen.getByText(/We do not sell your personal data/)).toBeTruthy();
    expect(screen.getByText(/not meant for children under 13/)).toBeTruthy();
    // Only the e-mails the product sends: no receipts.
    expect(screen.getByText(/sign-in codes, invitations and reminders that course access is ending/)).toBeTruthy();
    expect(within(main).queryByText(/receipt/i)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Subscribe to Policy Updates' }).getAttribute('href')).toBe(
      `mailto:support@tutorly.lk?subject=${encodeURIComponent('Please send me Privacy Policy updates')}`,
    );
    const card = screen.getByRole('complementary', { name: 'Contact us' });
    expect(within(card).getByRole('link', { name: 'support@tutorly.lk' }).getAttribute('href')).toBe('mailto:support@tutorly.lk');
    expect(within(card).getByText('Colombo 03')).toBeTruthy();
    expect(within(card).getByText('Sri Lanka')).toBeTruthy();
    expect(document.title).toBe('Privacy Policy · Tutorly');
  });

  it('show the terms with sections 1 to 11, governed by the law of Sri Lanka', async () => {
    renderRoutes([{ path: '/terms', element: <LegalPage document="terms" /> }], '/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    const sections = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 });
    expect(sections.map((heading) => heading.textContent?.split('.')[0])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
    ]);
    expect(screen.getByRole('heading', { name: '10. Governing Law' })).toBeTruthy();
    expect(screen.getByText(/laws of the Democratic Socialist Republic of Sri Lanka/)).toBeTruthy();
    expect(screen.getByText(/at least 13 years old/)).toBeTruthy();
    // Only Stripe renews by itself; iPay takes a one-off payment.
    expect(screen.getByText(/paid with Stripe renews automatically .* paid with iPay .* does not renew/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get Terms Updates' }).getAttribute('href')).toMatch(
      /^mailto:support@tutorly\.lk\?subject=/,
    );
  });

  it('are written out in Sinhala and Tamil too', async () => {
    for (const [language, title] of [
      ['si', 'රහස්‍යතා ප්‍රතිපත්තිය'],
      ['ta', 'தனியுரிமைக் கொள்கை'],
    ] as const) {
      await i18n.changeLanguage(language);
      const { unmount } = renderRoutes([{ path: '/', element: <LegalPage document="privacy" /> }]);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      // The Introduction and sections 1 to 10.
      expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 })).toHaveLength(11);
      unmount();
    }
    await i18n.changeLanguage('en');
  });
});
