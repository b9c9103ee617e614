import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lessonFixture } from '@/testing/lesson-fixture';
import { renderRoutes } from '@/testing/test-utils';
import { LessonCard } from './lesson-card';

afterEach(() => vi.useRealTimers());

const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const shown = () => screen.queryByRole('tooltip')?.textContent ?? null;

describe('lesson card tooltips (spec §9)', () => {
  it("shows Delete's tooltip at once when the pointer moves over from Edit's, else after 700 ms", async () => {
    renderRoutes([
      {
        path: '/',
        element: <LessonCard lesson={lessonFixture('l1')} onOpen={vi.fn()} onEdit={vi.fn()} onDelete={vi.fn()} />,
      },
    ]);
    const edit = () => screen.getByRole('button', { name: 'Edit lesson Lesson l1' });
    // The tooltips load once the page has painted (until then the icons render alone); the first waits 700 ms.
    await waitFor(
      () => {
        fireEvent.mouseEnter(edit());
        expect(shown()).toBe('Edit');
      },
      { timeout: 5000, interval: 800 },
    );
    vi.useFakeTimers();
    fireEvent.mouseLeave(edit());
    wait(100);
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Delete lesson Lesson l1' }));
    wait(10);
    expect(shown()).toBe('Delete');
    // Past the 300 ms skip window a tooltip waits its 700 ms again.
    fireEvent.mouseLeave(screen.getByRole('button', { name: 'Delete lesson Lesson l1' }));
    wait(400);
    fireEvent.mouseEnter(edit());
    wait(650);
    expect(shown()).toBeNull();
    wait(50);
    expect(shown()).toBe('Edit');
  });
});
