import { notifications } from '@mantine/notifications';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as apiClient from '@/lib/api-client';
import { YOUTUBE_NOT_CONNECTED_MESSAGE } from '@shared/schemas/youtube-messages';
import { EMPTY_LESSON } from '@/features/lessons/lesson-form-values';
import { i18n } from '@/lib/i18n';
import { uploadUnderWay } from '@/lib/leave-guard';
import { jsonResponse as json } from '@/testing/json-response';
import { renderRoutes } from '@/testing/test-utils';
import { useVideoLessonPublishing } from './use-video-lesson-publishing';

// One Auth instance, as reactfire gives; the tutor signed in can change.
const auth = vi.hoisted(() => ({ currentUser: { uid: 'tutor-1' }, onAuthStateChanged: () => () => undefined }));
vi.mock('reactfire', () => ({ useAuth: () => auth }));
vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null, authStateReady: () => Promise.resolve() } }));
const checkYoutubeAuth = vi.hoisted(() => vi.fn(() => Promise.resolve(true)));
vi.mock('@/features/youtube/api/youtube-auth', () => ({ checkYoutubeAuth }));
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

describe('a YouTube check that fails', () => {
  it('says so once, with what stopped it as the message', async () => {
    const offline = new Error('Could not reach the server. Check your internet connection and try again.');
    checkYoutubeAuth.mockRejectedValueOnce(new Error('Failed to check youtube authorization', { cause: offline }));
    expect(await publishFailing(1000)).toMatchObject({
      title: 'Failed to check youtube authorization',
      message: offline.message,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('a video lesson whose YouTube check answers after the tutor left the page', () => {
  it('is kept for their next visit when YouTube is not connected, and says so', async () => {
    auth.currentUser = { uid: 'tutor-1' };
    const show = vi.spyOn(notifications, 'show');
    let answer: (connected: boolean) => void = () => undefined;
    checkYoutubeAuth.mockReturnValueOnce(new Promise<boolean>((resolve) => (answer = resolve)));
    const videoFile = new File([new Uint8Array(1000)], 'lecture.mp4', { type: 'video/mp4' });
    const values = { ...EMPTY_LESSON, title: 'Loops', courseId: 'c1', videoFile };
    const { result, unmount } = renderHook(() => useVideoLessonPublishing(() => undefined));
    let publishing: Promise<void> = Promise.resolve();
    act(() => {
      publishing = result.current.publishVideoLesson(values);
    });
    unmount();
    await act(async () => {
      answer(false);
      await publishing;
    });

    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        color: 'red',
        title: 'Connect YouTube to publish this video lesson',
        message: expect.stringContaining('Your lesson is not created yet.') as unknown,
        autoClose: false,
      }),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    // New Lesson has it back, nothing sent yet (no "stopped at 0%"); Publish will ask to connect.
    const back = renderHook(() => useVideoLessonPublishing(() => undefined)).result.current;
    expect(back.restored).toEqual(values);
    expect(back.upload).toBeNull();
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
    // The tutor opens another screen while the first chunk is on its way: Log out would ask first.
    unmount();
    expect(uploadUnderWay()).toBe(true);
    release();
    await publishing;
    expect(uploadUnderWay()).toBe(false);

    const toast = show.mock.calls.map(([shown]) => shown).find((shown) => shown.id === 'video-upload-in-background');
    expect(heardAndSeen(toast?.title).seen).toBe('Your video keeps uploading');
    // A toast that stays up for the whole upload follows a change of language, its title too.
    await i18n.changeLanguage('ta');
    try {
      expect(heardAndSeen(toast?.title).seen).toBe('உங்கள் காணொளி தொடர்ந்து பதிவேற்றப்படுகிறது');
    } finally {
      await i18n.changeLanguage('en');
    }
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

describe('a video lesson whose upload fails after the tutor left the page', () => {
  const requestUrl = (input: string | URL | Request) => (input instanceof Request ? input.url : input.toString());
  const chunkIndex = (init?: RequestInit) => (init?.body as FormData).get('chunkIndex') as string;
  const videoFile = new File([new Uint8Array(1000)], 'lecture.mp4', { type: 'video/mp4' });
  const values = { ...EMPTY_LESSON, title: 'Loops', courseId: 'c1', description: 'For and while.', duration: 20, videoFile };
  /** Chunk indexes the server stored, and the connection that drops once `dropAfter` of them arrived. */
  let arrived: Set<string>;
  let dropAfter: number;
  /** Chunks wait for this: until the tutor has left the page, in the tests that leave it. */
  let goAhead: Promise<void>;

  beforeEach(() => {
    auth.currentUser = { uid: 'tutor-1' };
    arrived = new Set();
    dropAfter = 40;
    goAhead = Promise.resolve();
    fetchMock.mockImplementation(async (input, init) => {
      if (!requestUrl(input).endsWith('/upload-chunk')) return json(200, { id: 'lesson-1' });
      await goAhead;
      if (arrived.size >= dropAfter) throw new TypeError('Failed to fetch');
      arrived.add(chunkIndex(init));
      return json(200, { received: true });
    });
  });

  /** Publishes `values`, leaves the page as soon as the first chunk is asked for (then `afterLeaving`), and waits for the upload to fail. */
  async function publishAndLeave(afterLeaving: () => Promise<unknown> = () => Promise.resolve()) {
    const show = vi.spyOn(notifications, 'show');
    let leave = () => undefined as void;
    goAhead = new Promise<void>((resolve) => (leave = resolve));
    const { result, unmount } = renderHook(() => useVideoLessonPublishing(() => undefined));
    let publishing: Promise<void> = Promise.resolve();
    act(() => {
      publishing = result.current.publishVideoLesson(values);
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    unmount();
    await afterLeaving();
    leave();
    await publishing;
    return show.mock.calls.map(([shown]) => shown).find((shown) => shown.color === 'red');
  }

  it('comes back on New Lesson as written, and publishing it again sends only the chunks that did not arrive', async () => {
    expect(await publishAndLeave()).toMatchObject({
      title: 'Network error during video upload',
      // Not gone before it is read.
      autoClose: false,
      message:
        'Your lesson is not created yet. Choose Create Lesson on the Lessons page to publish it again: what you wrote and the video sent so far are kept.',
    });
    const before = new Set(arrived);
    expect(before.size).toBeGreaterThanOrEqual(40);

    // The tutor opens New Lesson again, back online.
    dropAfter = Infinity;
    const onCreated = vi.fn();
    const { result } = renderHook(() => useVideoLessonPublishing(onCreated));
    expect(result.current.restored).toEqual(values);
    // Each chunk of this 1000-byte file is 1%.
    expect(result.current.upload).toEqual({ file: videoFile, percent: before.size, stopped: true });

    fetchMock.mockClear();
    await act(() => result.current.publishVideoLesson(result.current.restored ?? EMPTY_LESSON));
    const sentAgain = fetchMock.mock.calls
      .filter(([input]) => requestUrl(input).endsWith('/upload-chunk'))
      .map(([, init]) => chunkIndex(init));
    expect(sentAgain).toHaveLength(100 - before.size);
    expect(sentAgain.filter((index) => before.has(index))).toEqual([]);
    expect(onCreated).toHaveBeenCalledOnce();
  });

  it('is given back to its tutor only, and once: not to another account signed in on the same tab', async () => {
    await publishAndLeave();
    const restored = () => renderHook(() => useVideoLessonPublishing(() => undefined)).result.current.restored;
    auth.currentUser = { uid: 'tutor-2' };
    expect(restored()).toBeNull();
    auth.currentUser = { uid: 'tutor-1' };
    expect(restored()).toEqual(values);
    // From then on the page's form holds it.
    expect(restored()).toBeNull();
  });

  it('is told in the language the tutor chose after leaving the page', async () => {
    try {
      expect(await publishAndLeave(() => i18n.changeLanguage('ta'))).toMatchObject({
        title: 'காணொளிப் பதிவேற்றத்தின்போது பிணையப் பிழை',
        message: expect.stringMatching(/^உங்கள் பாடம் இன்னும் உருவாக்கப்படவில்லை\./) as unknown,
      });
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('is not kept when the upload fails with the tutor still on the page: the form there still holds it', async () => {
    dropAfter = 10;
    const { result } = renderHook(() => useVideoLessonPublishing(() => undefined));
    await act(() => result.current.publishVideoLesson(values));
    expect(renderHook(() => useVideoLessonPublishing(() => undefined)).result.current.restored).toBeNull();
  });
});
