import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/test-utils';
import { SearchBox } from './search-box';

function typeInSearch(state: { loading: boolean; failed: boolean }) {
  const onActivate = vi.fn();
  renderRoutes([
    {
      path: '/',
      element: <SearchBox placeholder="Search" items={[]} {...state} onActivate={onActivate} onOpen={vi.fn()} />,
    },
  ]);
  fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'amaya' } });
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
});
