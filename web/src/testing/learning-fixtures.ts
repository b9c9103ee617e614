import type { LearningCourse, LearningLesson, TProgressStatus } from '@/features/learning/model/learning-types';

/** A published text lesson of course 'py' (Python Programming) or another (UI/UX Design), by Nimal Perera. */
export function lessonFixture(id: string, courseId: string, status: TProgressStatus, lastActivityAt?: Date): LearningLesson {
  return {
    id,
    courseId,
    courseName: courseId === 'py' ? 'Python Programming' : 'UI/UX Design',
    tutorId: 't1',
    instructor: 'Nimal Perera',
    category: courseId === 'py' ? 'programming' : 'design',
    title: `Lesson ${id}`,
    description: '',
    type: 'text',
    duration: '15 minutes',
    content: '',
    videoUrl: null,
    status,
    lastActivityAt,
  };
}

/** A course of `lessons`, its completion counted from them; access until 1 January 2027. */
export function courseFixture(id: string, lessons: LearningLesson[]): LearningCourse {
  const completedLessons = lessons.filter((l) => l.status === 'completed').length;
  return {
    id,
    name: lessons[0]?.courseName ?? id,
    description: '',
    category: lessons[0]?.category ?? 'business',
    difficulty: 'beginner',
    duration: '4 weeks',
    tutorId: 't1',
    instructor: 'Nimal Perera',
    imageSrc: null,
    expiresAt: new Date(2027, 0, 1),
    lessons,
    completedLessons,
    percent: lessons.length ? Math.round((completedLessons / lessons.length) * 100) : 0,
  };
}
