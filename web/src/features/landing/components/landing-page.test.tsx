import type { TPlan } from '@shared/schemas/tutor';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LandingPage } from '@/features/landing/components/landing-page';
import type { LandingActionProps } from '@/features/landing/types';
import { renderRoutes } from '@/testing/test-utils';

/** Stand-ins for the app's actions: they show which plan a button would carry to the sign-in. */
/** Role queries scoped to one part of the page: over the whole page they are slow in jsdom. */
function part(selector: string) {
  return within(document.querySelector(selector) as HTMLElement);
}

function renderLanding(path = '/') {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <LandingPage
            renderStudentAction={({ label }: LandingActionProps) => <button type="button">{label}</button>}
            renderTeacherAction={({ label, plan, 'aria-label': ariaLabel }: LandingActionProps & { plan: TPlan }) => (
              <button type="button" aria-label={ariaLabel} data-plan={plan}>
                {label}
              </button>
            )}
          />
        ),
      },
    ],
    path,
  );
}

const scrollIntoView = vi.fn();

beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  scrollIntoView.mockReset();
});

describe('landing page', () => {
  it('shows every section of spec §2 with the marketing figures', async () => {
    renderLanding();
    expect(await screen.findByRole('heading', { level: 1, name: 'Teach online, your way' })).toBeTruthy();
    // Plain DOM queries: role queries over the whole page are slow in jsdom.
    const headings = (level: number) => [...document.querySelectorAll(`h${level}`)].map((heading) => heading.textContent);
    expect(headings(2)).toEqual([
      'Everything your classes need',
      'How it works',
      'Simple, clear pricing',
      'Ready to bring your classes online?',
      'About Tutorly',
      'Contact',
      'Quick links',
    ]);
    expect(headings(3)).toEqual([
      'Video lessons',
      'Progress tracking',
      'Student management',
      'Secure by design',
      'Sign up',
      'Create content',
      'Start learning',
      'Monthly',
      'Annual',
    ]);
    for (const figure of ['10K+', '4.9', '500+']) expect(screen.getByText(figure)).toBeTruthy();
    expect(document.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toBe(
      "A tutor's video lesson playing beside the class's progress",
    );
  });

  it('prices the plans as spec §9 says', async () => {
    renderLanding();
    await screen.findByRole('heading', { level: 1 });
    const [monthly, annual] = [...document.querySelectorAll<HTMLElement>('#pricing li[class]')].filter((item) =>
      item.querySelector('h3'),
    );
    if (!monthly || !annual) throw new Error('two plans expected');
    expect(within(monthly).getByRole('heading', { name: 'Monthly' })).toBeTruthy();
    expect(within(annual).getByRole('heading', { name: 'Annual' })).toBeTruthy();
    for (const text of ['Most Popular', '$16.99', 'per month', 'Cancel anytime'])
      expect(within(monthly).getByText(text)).toBeTruthy();
    for (const text of ['Save 12%', '$179.99', 'per year', '2 months free']) expect(within(annual).getByText(text)).toBeTruthy();
    for (const plan of [monthly, annual])
      for (const item of ['Up to 50 students', 'All analytics', 'Video uploads', 'Email support'])
        expect(within(plan).getByText(item)).toBeTruthy();
  });

  it('gives each plan button its plan, and the Teacher’s button the monthly one', async () => {
    renderLanding();
    await screen.findByRole('heading', { level: 1 });
    const annual = part('#pricing').getByRole('button', { name: 'Get Started with the Annual plan' });
    expect(annual.dataset.plan).toBe('annual');
    expect(annual.textContent).toBe('Get Started');
    expect(part('#pricing').getByRole('button', { name: 'Get Started with the Monthly plan' }).dataset.plan).toBe('monthly');
    expect(part('header').getByRole('button', { name: "Teacher's" }).dataset.plan).toBe('monthly');
    expect(part('header').getByRole('button', { name: 'Student' })).toBeTruthy();
    const closing = part('section[aria-labelledby="cta-title"]');
    expect(closing.getByRole('button', { name: 'Start Teaching' }).dataset.plan).toBe('monthly');
    expect(closing.getByRole('button', { name: 'Start Learning' })).toBeTruthy();
  });

  it('opens a mail to support for Contact Sales and links the legal pages', async () => {
    renderLanding();
    await screen.findByRole('heading', { level: 1 });
    expect(part('#pricing').getByRole('link', { name: 'Contact Sales' }).getAttribute('href')).toBe(
      `mailto:support@tutorly.lk?subject=${encodeURIComponent('Tutorly for my institute')}`,
    );
    const footer = part('footer');
    expect(footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(footer.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/terms');
    expect(footer.getByRole('link', { name: 'support@tutorly.lk' }).getAttribute('href')).toBe('mailto:support@tutorly.lk');
    expect(footer.getByRole('link', { name: 'Tutorly on YouTube' }).getAttribute('target')).toBe('_blank');
  });

  it('scrolls to a section from its anchor and puts it in the URL, keeping the query string', async () => {
    const { location } = renderLanding('/?redirect=%2Ftutor-dashboard%2Fcourses');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Pricing' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('pricing'));
    expect(location().hash).toBe('#pricing');
    expect(location().search).toBe('?redirect=%2Ftutor-dashboard%2Fcourses');
    expect(document.activeElement).toBe(document.getElementById('pricing'));
    expect(within(nav).getByRole('link', { name: 'Pricing' }).getAttribute('aria-current')).toBe('location');
  });

  it('opens at the section an address names', async () => {
    renderLanding('/#contact');
    await screen.findByRole('heading', { level: 2, name: 'Contact' });
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('contact'));
  });

  it('toggles the mobile menu (anchors and language), which closes when a link is followed or on Escape', async () => {
    const { location } = renderLanding();
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('landing-mobile-menu') as HTMLElement;
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(menu).getByRole('combobox', { name: 'Language' })).toBeTruthy();

    fireEvent.click(within(menu).getByRole('link', { name: 'Features' }));
    expect(document.getElementById('landing-mobile-menu')).toBeNull();
    expect(location().hash).toBe('#features');

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(document.getElementById('landing-mobile-menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });
});
