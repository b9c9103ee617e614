import type { TCourse } from '@shared/schemas/courses';

/** A tutor's course as the API lists it: 4 lessons, 3 of them published, 3 students. */
export const courseFixture = (id: string, overrides: Partial<TCourse> = {}): TCourse => ({
  id,
  tutorId: 't1',
  name: id,
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
  ...overrides,
});
