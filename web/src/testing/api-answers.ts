import { afterEach, beforeEach, vi } from 'vitest';
import { setSignedInUid } from '@/lib/signed-in-uid';
import { forgetApiQuery } from '@/lib/use-api-query';

/**
 * For a describe block whose components call the API: each test gets a fresh `fetch` mock to
 * answer with, `uid` signed in, and afterwards the cached answers of `paths` forgotten.
 */
export function mockApiAnswers(uid: string, paths: string[]) {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    setSignedInUid(uid);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    for (const path of paths) forgetApiQuery(path);
    setSignedInUid('');
  });
  return fetchMock;
}
