import { describe, expect, it } from 'vitest';
import { lessonFieldsReady, MAX_LESSON_MINUTES, type TLessonTextFields } from './lesson-rules.js';
import { ZLessonDraftFields, ZLessonPublishFields } from './lessons.js';

/** A few values per field, good and bad, as the web form or a hand-made request would send them. */
const VARIANTS: { [K in keyof TLessonTextFields]: TLessonTextFields[K][] } = {
  title: ['Loops', '  ', '', 'x'.repeat(150), 'x'.repeat(151)],
  courseId: ['course-1', '', '  ', 'a/b', '__id__', 'c'.repeat(129)],
  description: ['for and while', '', '   ', 'd'.repeat(2001)],
  duration: [20, '20', '', '0', '1.5', String(MAX_LESSON_MINUTES), String(MAX_LESSON_MINUTES + 1), 'abc'],
  content: ['<p>Repeat work.</p>', '', '<p></p>', `<p>${'w'.repeat(300_000)}</p>`],
};

function* combinations(): Generator<TLessonTextFields> {
  const base: TLessonTextFields = { title: 'Loops', courseId: 'course-1', description: 'd', duration: 20, content: '<p>c</p>' };
  // Every value of each field against a good rest, then every pair of bad values, so rules that mask each other show up.
  for (const [field, values] of Object.entries(VARIANTS)) for (const value of values) yield { ...base, [field]: value };
  for (const title of VARIANTS.title)
    for (const duration of VARIANTS.duration) for (const content of VARIANTS.content) yield { ...base, title, duration, content };
}

describe('the lesson form rules', () => {
  it('agree with the API schemas on every draft and every publication', () => {
    for (const fields of combinations()) {
      const label = JSON.stringify(fields).slice(0, 160);
      expect(lessonFieldsReady(fields, 'draft'), label).toBe(ZLessonDraftFields.safeParse(fields).success);
      expect(lessonFieldsReady(fields, 'published'), label).toBe(ZLessonPublishFields.safeParse(fields).success);
    }
  });

  it("report the spec's messages from the API", () => {
    const issues = (fields: Partial<TLessonTextFields>) =>
      ZLessonPublishFields.safeParse(fields).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(issues({ title: ' ', courseId: 'a/b', description: '', duration: '0', content: '<p></p>' })).toEqual([
      'title: Enter a title.',
      'courseId: Choose a course.',
      'description: Enter a description.',
      'duration: Enter the duration in minutes.',
      'content: Add the lesson content.',
    ]);
    expect(issues({ title: 'T', courseId: 'c', description: 'd', duration: '2.5', content: '<p>c</p>' })).toEqual([
      'duration: Enter a whole number of minutes.',
    ]);
  });
});
