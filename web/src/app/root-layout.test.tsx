import { fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RootLayout } from './root-layout';
import { renderRoutes } from '@/testing/test-utils';

/** Items opened one after the other as `?item=` of one path (as Next lesson does), an address tidied with a replace (`?ref=` goes). */
function List() {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    if (params.has('ref')) setParams({}, { replace: true });
  }, [params, setParams]);
  const item = Number(params.get('item') ?? 0);
  return (
    <>
      {item > 0 && <h1>Item {item}</h1>}
      <Link to={`?item=${item + 1}`}>Next item</Link>
    </>
  );
}

const renderList = (path: string) =>
  renderRoutes([{ path: '/', element: <RootLayout />, children: [{ path: 'list', element: <List /> }] }], path);

describe('a new page starts at its top', () => {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  afterEach(() => scrollTo.mockClear());

  it('when a link opens another query of the same path (Next lesson, a course of My Courses)', async () => {
    renderList('/list?item=1');
    expect(scrollTo).not.toHaveBeenCalled();
    for (const next of [2, 3]) {
      fireEvent.click(screen.getByRole('link', { name: 'Next item' }));
      await screen.findByRole('heading', { name: `Item ${next}` });
      expect(scrollTo).toHaveBeenCalledTimes(next - 1);
    }
  });

  it('but not when a page only tidies its own address', async () => {
    const view = renderList('/list?ref=mail');
    await vi.waitFor(() => expect(view.location().search).toBe(''));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
