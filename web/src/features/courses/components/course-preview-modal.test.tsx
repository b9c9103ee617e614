import { screen } from '@testing-library/react';
import type { TCourse } from '@shared/schemas/courses';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/test-utils';
import { CoursePreviewModal } from './course-preview-modal';

const course: TCourse = {
  id: 'c1',
  tutorId: 't1',
  name: 'Python Basics',
  description: '<p>About it.</p>',
  category: 'programming',
  difficulty: 'beginner',
  duration: '8 weeks',
  status: 'active',
  imageUrl: null,
  students: 3,
  lessons: 4,
  publishedLessons: 3,
  progress: 42,
  rating: null,
  createdAt: '',
  updatedAt: '',
};

describe('the course preview', () => {
  it("counts the lessons a student can open, not the tutor's drafts", async () => {
    const Html = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />;
    renderRoutes([{ path: '/', element: <CoursePreviewModal course={course} opened onClose={vi.fn()} RichText={Html} /> }]);
    expect(await screen.findByText('3 lessons')).toBeTruthy();
    expect(screen.queryByText('4 lessons')).toBeNull();
  });
});
