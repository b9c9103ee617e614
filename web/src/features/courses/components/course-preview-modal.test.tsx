import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { courseFixture } from '@/testing/course-fixture';
import { renderRoutes } from '@/testing/test-utils';
import { CoursePreviewModal } from './course-preview-modal';

const course = courseFixture('c1', { name: 'Python Basics' });

describe('the course preview', () => {
  it("counts the lessons a student can open, not the tutor's drafts", async () => {
    const Html = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />;
    renderRoutes([{ path: '/', element: <CoursePreviewModal course={course} opened onClose={vi.fn()} RichText={Html} /> }]);
    expect(await screen.findByText('3 lessons')).toBeTruthy();
    expect(screen.queryByText('4 lessons')).toBeNull();
  });
});
