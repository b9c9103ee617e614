import { notifications } from '@mantine/notifications';
import { fireEvent, screen } from '@testing-library/react';
import type { TLesson } from '@shared/schemas/lessons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { TutorSessionContext } from '@/features/dashboard/tutor-session';
import { useLesson } from '@/features/lessons/api/get-lessons';
import { mockApiAnswers } from '@/testing/api-answers';
import { jsonResponse } from '@/testing/json-response';
import { lessonFixture } from '@/testing/lesson-fixture';
import { renderRoutes } from '@/testing/test-utils';
import { Component as EditLessonRoute } from './edit';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null, authStateReady: () => Promise.resolve() } }));
// The screen without reactfire's providers, which would start the Firebase SDK.
vi.mock('@/app/firebase-providers', () => ({ withFirebase: (Screen: () => ReactNode) => Screen }));
// The rich-text editor stands in as a plain text area (the real one is TipTap, covered by the browser test).
vi.mock('@/features/rich-text/components/rich-text-field', () => ({
  RichTextField: ({ label, value, onChange }: { label: string; value: string; onChange: (html: string) => void }) => (
    <textarea aria-label={label} value={value} onChange={(event) => onChange(event.currentTarget.value)} />
  ),
}));

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to it.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => undefined, removeEventListener: () => undefined },
});

const PATH = '/lessons/l1';
const opened = lessonFixture('l1', {
  title: 'Loops',
  description: 'for and while',
  content: '<p>Loops repeat.</p>',
  updatedAt: '2026-11-03T10:00:00.123Z',
});

function LessonTitle() {
  return <p>{useLesson('l1').data?.lesson.title ?? 'Loading'}</p>;
}

function openEditor() {
  return renderRoutes(
    [
      {
        path: '/tutor-dashboard/lessons/:lessonId/edit',
        element: (
          <TutorSessionContext.Provider value={{ status: 'success', uid: 't1' }}>
            <Link to="/tutor-dashboard/students">Students</Link>
            <EditLessonRoute />
          </TutorSessionContext.Provider>
        ),
      },
      { path: '/tutor-dashboard/students', element: <h1>Students</h1> },
    ],
    '/tutor-dashboard/lessons/l1/edit',
  );
}

const lessonAnswer = (lesson: TLesson) => jsonResponse(200, { lesson });

// Mantine renders a lot here and jsdom is slow on a shared machine: allow more than the default 5 s.
describe('Edit Lesson', { timeout: 30_000 }, () => {
  const fetchMock = mockApiAnswers('t1', [PATH]);

  it('opens on the lesson as it is now, not the copy cached when its page was shown', async () => {
    fetchMock.mockResolvedValueOnce(lessonAnswer({ ...opened, title: 'Loops (old)' }));
    const page = renderRoutes([{ path: '/', element: <LessonTitle /> }]);
    expect(await screen.findByText('Loops (old)')).toBeTruthy();
    page.unmount();

    // Another tab renamed it meanwhile.
    fetchMock.mockResolvedValueOnce(lessonAnswer(opened));
    openEditor();
    const title = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Title' });
    expect(title.value).toBe('Loops');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends the version it opened, and keeps what the tutor typed when the lesson was saved elsewhere since', async () => {
    const show = vi.spyOn(notifications, 'show');
    fetchMock.mockImplementation((_url, init) =>
      Promise.resolve(
        init?.method === 'PUT'
          ? jsonResponse(409, {
              code: 'failed-precondition',
              message: 'This lesson was changed elsewhere.',
              reason: 'lesson-changed',
            })
          : lessonAnswer(opened),
      ),
    );
    openEditor();
    const title = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: 'Loops in Python' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Content' }), { target: { value: '<p>for and while.</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await vi.waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          color: 'red',
          message:
            'This lesson was changed elsewhere (in another tab or on another device) since you opened it, so your changes were not saved. Copy anything you want to keep, reload the page to see the latest version, then make your changes again.',
        }),
      ),
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(put?.[1]?.body as string)).toMatchObject({
      title: 'Loops in Python',
      seenUpdatedAt: '2026-11-03T10:00:00.123Z',
    });
    // Still on the form, with the tutor's text, to copy from.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Title' }).value).toBe('Loops in Python');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Content' }).value).toBe('<p>for and while.</p>');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save Changes' }).disabled).toBe(false);
  });

  it('leaves the tutor on the screen they went to while the save was under way', async () => {
    const show = vi.spyOn(notifications, 'show');
    let answerSave: (answer: Response) => void = () => undefined;
    fetchMock.mockImplementation((_url, init) =>
      init?.method === 'PUT' ? new Promise<Response>((resolve) => (answerSave = resolve)) : Promise.resolve(lessonAnswer(opened)),
    );
    const page = openEditor();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), { target: { value: 'Loops in Python' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    fireEvent.click(screen.getByRole('link', { name: 'Students' }));
    await screen.findByRole('heading', { name: 'Students' });

    answerSave(lessonAnswer({ ...opened, title: 'Loops in Python' }));
    // Saved: the toast says so wherever the tutor is, and they stay there.
    await vi.waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'green' })));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.location().pathname).toBe('/tutor-dashboard/students');
  });
});
