import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LessonsScreen } from './lessons-screen';
import { lessonFixture } from '@/testing/lesson-fixture';
import { renderRoutes } from '@/testing/test-utils';

const renderScreen = () =>
  renderRoutes([
    {
      path: '/',
      element: (
        <LessonsScreen
          lessons={[lessonFixture('l1', { title: 'Loops', status: 'draft' })]}
          onCreate={() => {}}
          onOpen={() => {}}
          onEdit={() => {}}
        />
      ),
    },
  ]);

describe('the Lessons screen with nothing to list', () => {
  it('says none is published yet under the Published filter, and that the search found none only after a search', () => {
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Published (0)' }));
    expect(screen.getByText('No published lessons yet')).toBeTruthy();
    expect(screen.queryByText('No lessons match your search')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'All (1)' }));
    fireEvent.change(screen.getByLabelText('Search lessons...'), { target: { value: 'recursion' } });
    expect(screen.getByText('No lessons match your search')).toBeTruthy();
  });
});
