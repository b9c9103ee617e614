import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { courseFixture } from '@/testing/course-fixture';
import { renderRoutes } from '@/testing/test-utils';
import { CoursesScreen } from './courses-screen';

const courses = [
  courseFixture('Python Basics', {}),
  courseFixture('Figma for Beginners', { category: 'design', status: 'draft' }),
  courseFixture('Shop Marketing', { category: 'marketing' }),
];

function renderScreen(onOpen = vi.fn()) {
  renderRoutes([{ path: '/', element: <CoursesScreen courses={courses} onCreate={vi.fn()} onOpen={onOpen} /> }]);
  return onOpen;
}

const shownNames = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('CoursesScreen', { timeout: 30_000 }, () => {
  it('counts all and active courses, and filters to the active ones', async () => {
    renderScreen();
    expect(await screen.findByRole('button', { name: 'All (3)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Active (2)' }));
    expect(shownNames()).toEqual(['Python Basics', 'Shop Marketing']);
  });

  it('says there is no active course, not that a search found none, when the Active badge shows none', async () => {
    const drafts = courses.map((course) => ({ ...course, status: 'draft' as const }));
    renderRoutes([{ path: '/', element: <CoursesScreen courses={drafts} onCreate={vi.fn()} onOpen={vi.fn()} /> }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Active (0)' }));
    expect(screen.getByText('No active courses')).toBeTruthy();
    expect(screen.getByText('Your courses are all drafts or archived.')).toBeTruthy();
    expect(screen.queryByText('No courses match your search')).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search courses...' }), { target: { value: 'python' } });
    expect(screen.getByText('No courses match your search')).toBeTruthy();
  });

  it('searches by name or category', async () => {
    renderScreen();
    const search = await screen.findByRole('textbox', { name: 'Search courses...' });
    fireEvent.change(search, { target: { value: 'design' } });
    expect(shownNames()).toEqual(['Figma for Beginners']);
    fireEvent.change(search, { target: { value: 'shop' } });
    expect(shownNames()).toEqual(['Shop Marketing']);
    fireEvent.change(search, { target: { value: 'cooking' } });
    expect(screen.getByText('No courses match your search')).toBeTruthy();
  });

  it('shows the facts of each card and opens a course from View Details', async () => {
    const onOpen = renderScreen();
    const card = (await screen.findByRole('heading', { name: 'Python Basics' })).closest('.mantine-Card-root') as HTMLElement;
    expect(within(card).getByText('3 students')).toBeTruthy();
    expect(within(card).getByText('4 lessons')).toBeTruthy();
    expect(within(card).getByText('8 weeks')).toBeTruthy();
    expect(within(card).getByText('42%')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'View details of Python Basics' }));
    expect(onOpen).toHaveBeenCalledWith('Python Basics');
  });
});
