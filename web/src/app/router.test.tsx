import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAppRoutes } from '@/testing/test-utils';

const scrollIntoView = vi.fn();

beforeEach(() => {
  // jsdom does not scroll: this records where the page was asked to go, and how.
  Element.prototype.scrollIntoView = scrollIntoView;
});

describe('app routes', () => {
  it('let a landing link scroll smoothly to its section, and Back jump to the one before', async () => {
    const { go } = renderAppRoutes('/#features');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    // Opening the address lands on its section at once.
    expect(scrollIntoView.mock.contexts).toEqual([document.getElementById('features')]);

    fireEvent.click(within(nav).getByRole('link', { name: 'Pricing' }));
    // One smooth scroll: a second, instant one would cut it short and leave the page past the section.
    expect(scrollIntoView.mock.contexts.slice(1)).toEqual([document.getElementById('pricing')]);
    expect(scrollIntoView.mock.calls[1]).toEqual([{ behavior: 'smooth', block: 'start' }]);

    act(() => go(-1));
    expect(scrollIntoView.mock.contexts.slice(2)).toEqual([document.getElementById('features')]);
  });
});
