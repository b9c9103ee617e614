import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderRoutes } from '@/testing/test-utils';
import { completeYoutubeAuth } from '../api/youtube-auth';
import { YoutubeCallback } from './youtube-callback';

vi.mock('../api/current-tutor', () => ({ currentTutorId: () => Promise.resolve('tutor-1') }));
vi.mock('../api/youtube-auth', () => ({ completeYoutubeAuth: vi.fn() }));
const complete = vi.mocked(completeYoutubeAuth);

const open = (query: string) =>
  renderRoutes(
    [
      { path: '/youtube/oauth/callback', element: <YoutubeCallback /> },
      { path: '/tutor-dashboard/home', element: <p>Tutor home</p> },
    ],
    `/youtube/oauth/callback${query}`,
  );

beforeEach(() => {
  complete.mockReset();
});
afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(window, 'opener', { value: null, configurable: true });
});

describe('YouTube authorization callback page', () => {
  it('fails with the spec’s message when Google reports an error, and offers Close', async () => {
    open('?error=access_denied&state=s');
    expect(await screen.findByText('YouTube authorization was cancelled or failed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(complete).not.toHaveBeenCalled();
  });

  it('fails when the code or the state is missing', async () => {
    open('?code=abc');
    expect(await screen.findByText('Missing authorization code or tutor ID')).toBeTruthy();
    expect(complete).not.toHaveBeenCalled();
  });

  it('shows the server’s reason when it refuses', async () => {
    complete.mockRejectedValue(new ApiError(403, 'permission-denied', 'This YouTube authorization link is invalid.'));
    open('?code=abc&state=s1');
    expect(await screen.findByText('This YouTube authorization link is invalid.')).toBeTruthy();
  });

  it('says authorization could not be completed when the server itself fails', async () => {
    complete.mockRejectedValue(new ApiError(502, 'internal', 'Something went wrong, please try again'));
    open('?code=abc&state=s2');
    expect(await screen.findByText('Failed to complete YouTube authorization')).toBeTruthy();
  });

  it('on success tells a same-origin opener and closes the popup', async () => {
    complete.mockResolvedValue({ connected: true, channelId: 'UC1', channelTitle: 'Nimal' });
    const postMessage = vi.fn();
    Object.defineProperty(window, 'opener', { value: { postMessage, location: window.location }, configurable: true });
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    open('?code=abc&state=s1');
    expect(await screen.findByText('Your YouTube channel is connected. You can now publish video lessons.')).toBeTruthy();
    expect(complete).toHaveBeenCalledWith({ tutorId: 'tutor-1', code: 'abc', state: 's1' });
    expect(postMessage).toHaveBeenCalledWith({ type: 'YOUTUBE_AUTH_SUCCESS', tutorId: 'tutor-1' }, window.location.origin);
    expect(close).toHaveBeenCalled();
  });

  it('without an opener goes on to the tutor home', async () => {
    complete.mockResolvedValue({ connected: true, channelId: null, channelTitle: null });
    open('?code=abc&state=s1');
    expect(await screen.findByText('Tutor home', {}, { timeout: 4000 })).toBeTruthy();
  });
});
