import { notifications } from '@mantine/notifications';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as apiClient from '@/lib/api-client';
import { EMPTY_LESSON } from '@/features/lessons/lesson-form-values';
import { jsonResponse as json } from '@/testing/json-response';
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
  it('is called a network error when the server could not be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await publishFailing(1000)).toMatchObject({ title: 'Network error during video upload' });
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
