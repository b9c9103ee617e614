import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/test-utils';
import type { SearchItem } from '../search-items';
import { SearchBox, type SearchBoxProps } from './search-box';

const item = (kind: SearchItem['kind'], id: string, label: string): SearchItem => ({
  kind,
  id,
  label,
  detail: '',
  keywords: [],
  href: `/${kind}/${id}`,
});

const items = [
  item('lesson', 'l1', 'Installing Python'),
  item('course', 'c1', 'Python Programming Fundamentals'),
  item('course', 'c2', 'Machine Learning with Python'),
  item('student', 's1', 'Amaya Fernando'),
];

function renderSearch(props: Partial<SearchBoxProps> = {}) {
  const onActivate = vi.fn();
  const onOpen = vi.fn();
  renderRoutes([
    {
      path: '/',
      element: (
        <SearchBox placeholder="Search" items={items} loading={false} onActivate={onActivate} onOpen={onOpen} {...props} />
      ),
    },
  ]);
  const input = screen.getByRole('combobox', { name: 'Search' });
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  const press = (key: string) => fireEvent.keyDown(input, { key, code: key });
  return { input, type, press, onActivate, onOpen };
}

function typeInSearch(state: { loading: boolean; failed: boolean }) {
  const { type, onActivate } = renderSearch({ items: [], ...state });
  type('amaya');
  return onActivate;
}

describe('header search', () => {
  it('says nothing was found when the lists loaded without a match', async () => {
    typeInSearch({ loading: false, failed: false });
    expect(await screen.findByText('Nothing found for "amaya"')).toBeTruthy();
  });

  it('says the search could not load, not that nothing matched, and tries again as the tutor types', async () => {
    const onActivate = typeInSearch({ loading: false, failed: true });
    expect(await screen.findByText('Search could not load. Check your connection and type again.')).toBeTruthy();
    expect(screen.queryByText(/Nothing found/)).toBeNull();
    expect(onActivate).toHaveBeenCalled();
  });

  it('is a combobox whose highlighted result is its active descendant; the arrows move it and Enter opens it', async () => {
    const { input, type, press, onOpen } = renderSearch();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();

    type('python');
    const listbox = await screen.findByRole('listbox');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Python Programming Fundamentals',
      'Machine Learning with Python',
      'Installing Python',
    ]);
    const highlighted = () => options.filter((option) => option.getAttribute('aria-selected') === 'true');

    // The best match is highlighted (Enter opens it), and the screen reader is told which it is.
    expect(highlighted()).toEqual([options[0]]);
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options.every((option) => option.id && option.getAttribute('aria-selected') !== null)).toBe(true);

    press('ArrowDown');
    expect(highlighted()).toEqual([options[1]]);
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);

    // Up from the first wraps to the last.
    press('ArrowUp');
    press('ArrowUp');
    expect(highlighted()).toEqual([options[2]]);
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]?.id);

    press('Enter');
    expect(onOpen).toHaveBeenCalledWith(items[0]);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
  });

  it('highlights the first result again when the results change', async () => {
    const { input, type, press } = renderSearch();
    type('python');
    await screen.findByRole('listbox');
    press('ArrowDown');
    type('pytho');
    const first = within(screen.getByRole('listbox')).getAllByRole('option')[0];
    expect(input.getAttribute('aria-activedescendant')).toBe(first?.id);
    expect(first?.getAttribute('aria-selected')).toBe('true');
  });

  it('tells the screen reader, politely, how many results match', async () => {
    const { type, press } = renderSearch();
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');

    type('python');
    await waitFor(() => expect(status.textContent).toBe('3 results'));
    type('amaya');
    await waitFor(() => expect(status.textContent).toBe('1 result'));
    type('zzz');
    await waitFor(() => expect(status.textContent).toBe('No results'));
    // Closing the list (Escape) leaves nothing to announce.
    press('Escape');
    await waitFor(() => expect(status.textContent).toBe(''));
  });
});
