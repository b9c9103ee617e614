import { describe, expect, it } from 'vitest';
import { canPublish, canSaveDraft, EMPTY_LESSON, lacksVideo, type LessonFormValues } from './lesson-form-values';

const filled: LessonFormValues = {
  ...EMPTY_LESSON,
  title: 'Loops',
  description: 'for and while',
  courseId: 'c1',
  type: 'text',
  duration: 20,
  content: '<p>Repeat work.</p>',
};
const video = new File(['x'], 'lecture.mp4', { type: 'video/mp4' });

describe('lesson form rules (spec §5)', () => {
  it('allows publishing only when title, description, course, duration and content are all filled', () => {
    expect(canPublish(filled)).toBe(true);
    for (const missing of [{ title: ' ' }, { description: '' }, { courseId: '' }, { duration: '' }, { content: '<p></p>' }]) {
      expect(canPublish({ ...filled, ...missing }), JSON.stringify(missing)).toBe(false);
    }
  });

  it('saves a draft with a title and a course, but never an uploaded video as a draft', () => {
    expect(canSaveDraft({ ...EMPTY_LESSON, type: 'text', title: 'Ideas', courseId: 'c1' })).toBe(true);
    expect(canSaveDraft({ ...EMPTY_LESSON, type: 'text', title: 'Ideas' })).toBe(false);
    // A new video lesson is drafted with its link; the API refuses one without a video.
    expect(canSaveDraft({ ...EMPTY_LESSON, title: 'Ideas', courseId: 'c1' })).toBe(false);
    expect(canSaveDraft({ ...EMPTY_LESSON, title: 'Ideas', courseId: 'c1' }, { status: 'published' })).toBe(true);
    expect(canSaveDraft({ ...filled, type: 'video', videoFile: video })).toBe(false);
    expect(canSaveDraft({ ...filled, type: 'video', videoUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ' })).toBe(true);
    // Saved, with its video still on the way to YouTube: the job publishes it, so the API refuses a draft.
    expect(canSaveDraft({ ...filled, type: 'video' }, { status: 'processing' })).toBe(false);
  });

  it('knows when a video lesson still lacks its video', () => {
    expect(lacksVideo({ ...filled, type: 'video' })).toBe(true);
    expect(lacksVideo({ ...filled, type: 'video', videoFile: video })).toBe(false);
    expect(lacksVideo({ ...filled, type: 'video', videoUrl: 'https://player.vimeo.com/video/76979871' })).toBe(false);
    expect(lacksVideo(filled)).toBe(false);
  });
});
