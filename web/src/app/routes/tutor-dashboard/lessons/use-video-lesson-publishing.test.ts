import { notifications } from '@mantine/notifications';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as apiClient from '@/lib/api-client';
import { YOUTUBE_NOT_CONNECTED_MESSAGE } from '@shared/schemas/youtube-messages';
import { EMPTY_LESSON } from '@/features/lessons/lesson-form-values';
import { jsonResponse as json } from '@/testing/json-response';
import { renderRoutes } from '@/testing/test-utils';
import { useVideoLessonPublishing } from './use-video-lesson-publishing';

vi.mock('reactfire', () => ({ useAuth: () => ({ onAuthStateChanged: () => () => undefined }) }));
vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null, authStateReady: () => Promise.resolve() } }));
vi.mock('@/features/youtube/api/youtube-auth', () => ({ checkYoutubeAuth: () => Promise.resolve(true) }));
// The chunk retries' pause, skipped.
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  wait: () => Promise.resolve(),
}));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Publishes a video lesson with `bytes` of video; resolves with the red notification the tutor is shown. */
async function publishFailing(bytes: number) {
  const show = vi.spyOn(notifications, 'show');
  const { result } = renderHook(() => useVideoLessonPublishing(() => undefined));
  const videoFile = new File([new Uint8Array(bytes)], 'lecture.mp4', { type: 'video/mp4' });
  await act(() => result.current.publishVideoLesson({ ...EMPTY_LESSON, title: 'Loops', courseId: 'c1', videoFile }));
  return show.mock.calls.map(([shown]) => shown).find((shown) => shown.color === 'red');
}

describe('a video upload that fails', () => {
  it('is called a network error, once, when the server could not be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const shown = await publishFailing(1000);
    expect(shown).toMatchObject({ title: 'Network error during video upload' });
    // The upload's own error says the same sentence: no body repeating the title.
    expect(shown?.message).toBeUndefined();
  });

  it('is not called a network error when the server refused it: its reason is what the tutor reads', async () => {
    fetchMock.mockResolvedValue(
      json(409, {
        code: 'failed-precondition',
        message: 'This video is already being published.',
        reason: 'video-already-publishing',
      }),
    );
    expect(await publishFailing(1000)).toMatchObject({
      title: 'Something Went Wrong',
      message: 'This video is already being published.',
    });
  });

  it('is not called a network error when the file cannot be a video', async () => {
    expect(await publishFailing(10)).toMatchObject({
      title: 'Something Went Wrong',
      message: 'This file is too small to be a video.',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('a video lesson whose create is refused after the upload', () => {
  /** Uploads every chunk, then answers the lesson's create with `refusal`. */
  async function publishRefused(refusal: Record<string, string>) {
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        (input instanceof Request ? input.url : input.toString()).endsWith('/upload-chunk')
          ? json(200, { received: true })
          : json(409, refusal),
      ),
    );
    const show = vi.spyOn(notifications, 'show');
    const { result } = renderHook(() => useVideoLessonPublishing(() => undefined));
    const videoFile = new File([new Uint8Array(1000)], 'lecture.mp4', { type: 'video/mp4' });
    await act(() => result.current.publishVideoLesson({ ...EMPTY_LESSON, title: 'Loops', courseId: 'c1', videoFile }));
    return {
      dialogOpen: result.current.connectDialog.opened,
      red: show.mock.calls.find(([shown]) => shown.color === 'red')?.[0],
    };
  }

  it('opens Connect YouTube when the server says the tutor has no YouTube connection (spec §8)', async () => {
    const refused = await publishRefused({ code: 'failed-precondition', message: YOUTUBE_NOT_CONNECTED_MESSAGE });
    expect(refused).toEqual({ dialogOpen: true, red: undefined });
  });

  it('shows any other refusal that mentions a refresh token as it is, without the connect dialog', async () => {
    const message =
      'Google returned no refresh token for this tutor. Remove Tutorly from your Google account permissions and connect again.';
    const refused = await publishRefused({ code: 'failed-precondition', message });
    expect(refused.dialogOpen).toBe(false);
    expect(refused.red).toMatchObject({ message });
  });
});

describe('an upload that goes on after the tutor left the page', () => {
  /** What a screen reader hears of a toast's message (Mantine's toast is role="alert"): its text outside aria-hidden parts. */
  function heardAndSeen(message: ReactNode) {
    const { container, unmount } = renderRoutes([{ path: '/', element: createElement('div', { role: 'alert' }, message) }]);
    const toast = container.querySelector('[role="alert"]');
    const seen = toast?.textContent ?? '';
    toast?.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    const heard = toast?.textContent ?? '';
    unmount();
    return { heard, seen };
  }

  it("keeps its toast's percent current but announces only the start, each quarter and the end", async () => {
    let release = () => undefined as void;
    const firstChunk = new Promise<void>((resolve) => (release = resolve));
    fetchMock.mockImplementation(async (input) => {
      if ((input instanceof Request ? input.url : input.toString()).endsWith('/upload-chunk')) {
        await firstChunk;
        return json(200, { received: true });
      }
      return json(200, { id: 'lesson-1' });
    });
    const show = vi.spyOn(notifications, 'show');
    const update = vi.spyOn(notifications, 'update');
    const { result, unmount } = renderHook(() => useVideoLessonPublishing(() => undefined));
    const videoFile = new File([new Uint8Array(1000)], 'lecture.mp4', { type: 'video/mp4' });
    let publishing: Promise<void> = Promise.resolve();
    await act(async () => {
      publishing = result.current.publishVideoLesson({ ...EMPTY_LESSON, title: 'Loops', courseId: 'c1', videoFile });
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    });
    // The tutor opens another screen while the first chunk is on its way.
    unmount();
    release();
    await publishing;

    const toast = show.mock.calls.map(([shown]) => shown).find((shown) => shown.id === 'video-upload-in-background');
    expect(toast).toMatchObject({ title: 'Your video keeps uploading' });
    const messages = [toast?.message, ...update.mock.calls.map(([updated]) => updated.message)].map(heardAndSeen);
    // The eye still sees each chunk's percent.
    expect(messages.filter(({ seen }) => seen.includes('Uploading video... 37%'))).toHaveLength(1);
    const heard = messages.map((message) => message.heard).filter((text, i, all) => text !== all[i - 1]);
    expect(heard).toEqual([
      'Video upload started',
      'Video upload has reached 25%',
      'Video upload has reached 50%',
      'Video upload has reached 75%',
      'Video upload complete',
    ]);
  });
});
