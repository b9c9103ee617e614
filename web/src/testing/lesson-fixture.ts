import type { TLesson } from '@shared/schemas/lessons';

/** A published text lesson of course c1 as the API answers it; `overrides` set what a test is about. */
export const lessonFixture = (id: string, overrides: Partial<TLesson> = {}): TLesson => ({
  id,
  tutorId: 't1',
  course: { id: 'c1', name: 'Python Basics' },
  title: `Lesson ${id}`,
  description: '',
  type: 'text',
  duration: '20 minutes',
  status: 'published',
  videoFailed: false,
  views: 0,
  completion: 0,
  videoUrl: null,
  youtubeVideoId: null,
  thumbnailUrl: null,
  excerpt: '',
  content: '<p>About it.</p>',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
  ...overrides,
});
