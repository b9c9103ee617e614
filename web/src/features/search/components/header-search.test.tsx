import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/test-utils';
import { UnsavedPage } from '@/testing/unsaved-page';
import type { SearchItem } from '../search-items';
import { HeaderSearch } from './header-search';

const algebra: SearchItem = { kind: 'course', id: 'c1', label: 'Algebra', detail: '', keywords: [], href: '/courses/c1' };

/** The header search over a page, with unsaved work or without; jsdom is narrow, so the search is the phone's dialog. */
async function chooseResult(unsaved = true) {
  const view = renderRoutes([
    {
      path: '/',
      element: (
        <>
          <HeaderSearch placeholder="Search" items={[algebra]} loading={false} onActivate={() => undefined} />
          {unsaved ? <UnsavedPage /> : <p>Nothing changed</p>}
        </>
      ),
    },
    { path: '/courses/c1', element: <h1>Algebra</h1> },
  ]);
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  fireEvent.change(await screen.findByRole('combobox', { name: 'Search' }), { target: { value: 'alg' } });
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Algebra' }));
  return view;
}

describe('choosing a header search result', () => {
  it('opens it at once when nothing is unsaved', async () => {
    await chooseResult(false);
    expect(await screen.findByRole('heading', { name: 'Algebra' })).toBeTruthy();
  });

  it('asks first over unsaved work, and stays when told to', async () => {
    const { location } = await chooseResult();
    fireEvent.click(await screen.findByRole('button', { name: 'Stay' }));
    expect(location().pathname).toBe('/');
    expect(screen.getByText('Unsaved lesson')).toBeTruthy();
  });

  it('opens it over unsaved work once told to leave', async () => {
    await chooseResult();
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Algebra' })).toBeTruthy();
  });
});
