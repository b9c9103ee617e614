import { describe, expect, it } from 'vitest';
import { parseKeptCards, toCourseCardData } from './course-card-data';
import { courseFixture as course, lessonFixture as lesson } from '@/testing/learning-fixtures';

const python = course('py', [
  lesson('p1', 'py', 'completed'),
  lesson('p2', 'py', 'in_progress'),
  lesson('p3', 'py', 'not_started'),
]);
const design = course('ux', [lesson('u1', 'ux', 'completed'), lesson('u2', 'ux', 'completed')]);
/** What local storage gives back: JSON, dates as strings. */
const kept = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('course card data', () => {
  it('says what the card shows, and which lesson its button opens', () => {
    expect(toCourseCardData(python)).toMatchObject({ lessonCount: 3, percent: 33, action: 'continue', actionLessonId: 'p2' });
    expect(toCourseCardData(design)).toMatchObject({ action: 'review', actionLessonId: 'u1' });
    expect(toCourseCardData(course('empty', []))).toMatchObject({ lessonCount: 0, action: 'start', actionLessonId: undefined });
  });

  it('reads back what an earlier visit kept, with its dates', () => {
    const cards = [toCourseCardData(python), toCourseCardData(design)];
    expect(parseKeptCards(kept(cards), new Date(2026, 10, 22).getTime())).toEqual(cards);
  });

  it('leaves out a course whose access has ended since, and keeps nothing of a damaged entry', () => {
    const cards = [toCourseCardData(python), { ...toCourseCardData(design), expiresAt: new Date(2026, 10, 1) }];
    const now = new Date(2026, 10, 22).getTime();
    expect(parseKeptCards(kept(cards), now)?.map((card) => card.id)).toEqual(['py']);
    expect(parseKeptCards(kept([cards[1]]), now)).toBeUndefined();

    expect(parseKeptCards(kept([{ ...cards[0], percent: '33' }]), now)).toBeUndefined();
    expect(parseKeptCards(kept([{ ...cards[0], expiresAt: 'soon' }]), now)).toBeUndefined();
    expect(parseKeptCards(kept([{ ...cards[0], action: 'delete' }]), now)).toBeUndefined();
    expect(parseKeptCards(kept([cards[0], null]), now)).toBeUndefined();
    expect(parseKeptCards({ id: 'py' }, now)).toBeUndefined();
    expect(parseKeptCards(kept([]), now)).toBeUndefined();
  });
});
