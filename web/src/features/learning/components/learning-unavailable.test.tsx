import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Component as StudentHome } from '@/app/routes/student-dashboard/home';
import { Component as StudentCourses } from '@/app/routes/student-dashboard/courses';
import { readyLearning, renderWithLearning } from '@/testing/render-learning';

const failed = { ...readyLearning({}), status: 'error' as const };

describe('the student pages when the learning data could not be read', () => {
  it('say so with a way to reload, instead of empty lists that say there are no courses', () => {
    renderWithLearning(failed, <StudentCourses />);
    expect(screen.getByRole('alert').textContent).toContain('Your courses could not be loaded');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByText(/You have no courses yet/)).toBeNull();
  });

  it('keep the home’s welcome banner above the message', () => {
    renderWithLearning(failed, <StudentHome />);
    expect(screen.getByRole('alert').textContent).toContain('Check your connection and reload the page.');
    expect(screen.queryByRole('region', { name: 'My Courses' })).toBeNull();
  });

  it('show the page itself once the data is there', () => {
    renderWithLearning(readyLearning({}), <StudentCourses />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/You have no courses yet/)).toBeTruthy();
  });
});
