import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { SESSION_EXPIRED_EVENT } from '@/lib/session-expired-event';
import { jsonResponse as json } from '@/testing/json-response';

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends JSON bodies to /api and returns the parsed answer', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await expect(apiRequest('/things', { method: 'POST', body: { a: 1 }, auth: false })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things');
    expect(init?.body).toBe('{"a":1}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it("turns an error answer into an ApiError carrying the server's message and fields", async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, { code: 'invalid-argument', message: 'Invalid request: email: Required', fields: { email: 'Required' } }),
    );
    const error = await apiRequest('/x', { method: 'POST', body: {}, auth: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid-argument',
      message: 'Invalid request: email: Required',
      fields: { email: 'Required' },
    });
  });

  it("words a refusal the app knows in the user's language, with its values, and keeps the server's words otherwise", async () => {
    const classFull = {
      code: 'failed-precondition',
      message: "Your teacher's class is full (50 students). Ask them to make room, then accept again.",
      reason: 'class-full',
      params: { max: '50' },
    };
    await i18n.changeLanguage('ta');
    try {
      fetchMock.mockResolvedValueOnce(json(409, classFull));
      await expect(apiRequest('/x', { method: 'POST', auth: false })).rejects.toMatchObject({
        status: 409,
        message: 'உங்கள் ஆசிரியரின் வகுப்பு நிரம்பியுள்ளது (50 மாணவர்கள்). இடம் ஒதுக்குமாறு அவரிடம் கேட்டு, மீண்டும் ஏற்கவும்.',
      });
      // A reason this build does not know (a newer server's): the server's English.
      fetchMock.mockResolvedValueOnce(json(409, { ...classFull, reason: 'something-new' }));
      await expect(apiRequest('/x', { method: 'POST', auth: false })).rejects.toMatchObject({ message: classFull.message });
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("says the server's own failure in the generic words of the user's language, but a worded refusal in its own", async () => {
    await i18n.changeLanguage('si');
    try {
      fetchMock.mockResolvedValueOnce(json(500, { code: 'internal', message: 'Something went wrong, please try again.' }));
      await expect(apiRequest('/x', { method: 'POST', auth: false })).rejects.toMatchObject({
        status: 500,
        code: 'internal',
        message: 'යමක් වැරදී ඇත, කරුණාකර නැවත උත්සාහ කරන්න',
      });
      const mailDown = {
        code: 'unavailable',
        message: 'We could not send the e-mail just now. Please try again in a minute.',
        reason: 'mail-unavailable',
      };
      fetchMock.mockResolvedValueOnce(json(503, mailDown));
      await expect(apiRequest('/x', { method: 'POST', auth: false })).rejects.toMatchObject({
        status: 503,
        reason: 'mail-unavailable',
        message: 'මේ මොහොතේ ඊමේල් පණිවිඩය යැවීමට නොහැකි විය. කරුණාකර මිනිත්තුවකින් නැවත උත්සාහ කරන්න.',
      });
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("words the video upload's refusals in the tutor's language, with how much of the video arrived", async () => {
    await i18n.changeLanguage('si');
    try {
      fetchMock.mockResolvedValueOnce(
        json(409, {
          code: 'failed-precondition',
          message: 'The video upload is incomplete: 99 of 100 chunks arrived.',
          reason: 'upload-incomplete',
          params: { received: '99', total: '100' },
        }),
      );
      await expect(apiRequest('/x', { method: 'POST', auth: false })).rejects.toMatchObject({
        message: 'වීඩියෝව උඩුගත කිරීම සම්පූර්ණ නැත: කොටස් 100න් 99ක් පමණක් ලැබී ඇත.',
      });
      fetchMock.mockResolvedValueOnce(
        json(409, {
          code: 'failed-precondition',
          message: 'This video is already being published.',
          reason: 'video-already-publishing',
        }),
      );
      await expect(apiRequest('/x', { method: 'POST', auth: false })).rejects.toMatchObject({
        message: 'මෙම වීඩියෝව දැනටමත් පළ වෙමින් පවතී.',
      });
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('raises the session-expired event on 401', async () => {
    const listener = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, listener);
    fetchMock.mockResolvedValueOnce(json(401, { code: 'unauthenticated', message: 'Sign in to continue.' }));
    await expect(apiRequest('/x', { auth: false })).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledOnce();
    window.removeEventListener(SESSION_EXPIRED_EVENT, listener);
  });

  it('says "Something went wrong, please try again" when there is no usable answer', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 400 }));
    await expect(apiRequest('/x', { method: 'POST', auth: false })).rejects.toThrow('Something went wrong, please try again');
  });

  it('retries reads with exponential backoff, then succeeds', async () => {
    vi.useFakeTimers();
    fetchMock
      .mockRejectedValueOnce(new TypeError('network down'))
      .mockResolvedValueOnce(json(503, { code: 'unavailable', message: 'busy' }))
      .mockResolvedValueOnce(json(200, { value: 42 }));
    const pending = apiRequest('/x', { auth: false });
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(pending).resolves.toEqual({ value: 42 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up on reads after 3 retries and never retries writes', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValue(json(500, { code: 'internal', message: 'Something went wrong, please try again.' }));
    const read = apiRequest('/x', { auth: false }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
    expect(await read).toMatchObject({ status: 500 });
    expect(fetchMock).toHaveBeenCalledTimes(4);

    fetchMock.mockClear();
    await expect(apiRequest('/x', { method: 'POST', auth: false })).rejects.toMatchObject({ status: 500 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not retry a client error', async () => {
    fetchMock.mockResolvedValue(json(404, { code: 'not-found', message: 'Nope' }));
    await expect(apiRequest('/x', { auth: false })).rejects.toThrow('Nope');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
