import type { TCourse, TCourseDifficulty } from '@shared/schemas/courses';

/** Course images load from the API base plus `imageUrl` (spec §7). */
export const courseImageSrc = (course: Pick<TCourse, 'imageUrl'>) => (course.imageUrl ? `/api${course.imageUrl}` : undefined);

export const DIFFICULTY_COLOURS: Record<TCourseDifficulty, string> = {
  beginner: 'teal',
  intermediate: 'blue',
  advanced: 'grape',
};

/** Spec §4: active courses are green, any other status yellow. */
export const statusColour = (status: string) => (status === 'active' ? 'green' : 'yellow');
