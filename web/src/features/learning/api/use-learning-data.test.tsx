import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/test-utils';
import { LessonPlayer } from '../components/lesson-player';
import { StudentSessionContext } from '../student-session';
import { useLearningData } from './use-learning-data';

type Listener = { next: (snapshot: unknown) => void; fail: () => void };

/**
 * A stand-in for Firestore's listeners: each answers from `setSource` at once unless the source is
 * held back until `release`; `setCollection` changes a source and answers its listener again.
 */
const fake = vi.hoisted(() => {
  const sources = new Map<string, unknown>();
  const held = new Set<string>();
  const listeners = new Map<string, Listener>();
  const snapshot = (value: unknown) => ({
    exists: () => true,
    data: () => value,
    docs: Array.isArray(value) ? value.map((item: { id: string }) => ({ id: item.id, data: () => item })) : [],
  });
  const deliver = (key: string) => {
    if (sources.has(key) && !held.has(key)) listeners.get(key)?.next(snapshot(sources.get(key)));
  };
  return {
    setCollection: (path: string, data: unknown[]) => {
      sources.set(path, data);
      deliver(path);
    },
    setSource: (key: string, value: unknown) => sources.set(key, value),
    hold: (key: string) => held.add(key),
    release: (key: string) => {
      held.delete(key);
      deliver(key);
    },
    listen: (key: string, listener: Listener) => {
      listeners.set(key, listener);
      deliver(key);
      return () => void listeners.delete(key);
    },
    reset: () => [sources, held, listeners].forEach((items) => items.clear()),
  };
});

vi.mock('reactfire', () => {
  const firestore = {};
  return { useFirestore: () => firestore };
});

vi.mock('firebase/firestore', () => {
  type Ref = { path: string; constraints?: { field?: string; value?: unknown }[] };
  return {
    collection: (_db: unknown, path: string): Ref => ({ path }),
    doc: (_db: unknown, ...segments: string[]): Ref => ({ path: segments.join('/') }),
    query: (ref: Ref, ...constraints: Ref['constraints'] & object): Ref => ({ path: ref.path, constraints }),
    where: (field: string, _op: string, value: unknown) => ({ field, value }),
    orderBy: () => ({}),
    queryEqual: (a: Ref, b: Ref) => JSON.stringify(a) === JSON.stringify(b),
    refEqual: (a: Ref, b: Ref) => a.path === b.path,
    // A course's lessons are listened to as 'lessons:<courseId>'.
    onSnapshot: (ref: Ref, next: Listener['next'], fail: Listener['fail']) => {
      const course = ref.constraints?.find((c) => c.field === 'courseId')?.value;
      return fake.listen(typeof course === 'string' ? `${ref.path}:${course}` : ref.path, { next, fail });
    },
  };
});

const DAY = 24 * 60 * 60 * 1000;
const grant = (courseId: string, expiresAt: Date) => ({ courseId, tutorId: 't1', grantedAt: new Date(2026, 0, 1), expiresAt });
const videoLesson = { id: 'p1', title: 'Variables', type: 'video', videoUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ' };

function StudentArea() {
  const learning = useLearningData('s1');
  return (
    <StudentSessionContext value={{ uid: 's1', learning, saveProgress: () => Promise.resolve() }}>
      {/* What the student area sees: the status and the courses shown. */}
      <output>{[learning.status, ...learning.courses.map((course) => course.id)].join(' ')}</output>
      <LessonPlayer lessonId="p1" RichText={({ html }) => <div>{html}</div>} />
    </StudentSessionContext>
  );
}

function renderLesson(grants: unknown[]) {
  fake.setCollection('grants', grants);
  fake.setCollection('progress', []);
  fake.setSource('courses/py', { name: 'Python Programming', tutorName: 'Nimal Perera' });
  fake.setSource('lessons:py', [videoLesson]);
  fake.setSource('tutors/t1/students/s1', { enrolledCourses: [{ id: 'py', name: 'Python Programming' }] });
  return renderRoutes([{ path: '/', element: <StudentArea /> }]);
}

afterEach(() => {
  vi.useRealTimers();
  fake.reset();
});

describe('the student’s live learning data', () => {
  it('keeps the lesson playing when a new course is granted, and adds the course once it has arrived', () => {
    const pythonGrant = grant('py', new Date(Date.now() + 30 * DAY));
    const { container } = renderLesson([pythonGrant]);
    const video = container.querySelector('iframe');
    expect(video).not.toBeNull();
    expect(screen.getByRole('status').textContent).toBe('ready py');

    fake.setSource('courses/ux', { name: 'UI/UX Design', tutorName: 'Nimal Perera' });
    fake.setSource('lessons:ux', []);
    fake.hold('courses/ux');
    act(() => fake.setCollection('grants', [pythonGrant, grant('ux', new Date(Date.now() + 30 * DAY))]));

    expect(screen.getByRole('status').textContent).toBe('ready py');
    expect(container.querySelector('iframe')).toBe(video);

    act(() => fake.release('courses/ux'));
    expect(screen.getByRole('status').textContent).toBe('ready py ux');
    expect(container.querySelector('iframe')).toBe(video);
  });

  it('says that access has ended the moment it ends, with the lesson open', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    renderLesson([grant('py', new Date(Date.now() + 5000))]);
    expect(screen.getByRole('heading', { name: 'Variables' })).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(5000);
    });

    expect(screen.getByText('Access ended')).toBeTruthy();
    expect(screen.getByText(/Your access to Python Programming ended on/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Variables' })).toBeNull();
  });
});
