import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApiAnswers } from '@/testing/api-answers';
import { jsonResponse } from '@/testing/json-response';
import { renderRoutes } from '@/testing/test-utils';
import { invalidateApiQueries, useApiQuery } from './use-api-query';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null, authStateReady: () => Promise.resolve() } }));

const PATH = '/students/tutor/t1';

function StudentCount() {
  const { data } = useApiQuery<{ count: number }>(PATH);
  return <p>{data ? `${data.count} students` : 'Loading'}</p>;
}

describe('cached API answers', () => {
  const fetchMock = mockApiAnswers('t1', [PATH]);

  it('fetches again after a change made while an answer was on its way, and shows the newer answer', async () => {
    let answerFirst: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answerFirst = resolve)));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { count: 4 }));
    renderRoutes([{ path: '/', element: <StudentCount /> }]);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

    // A student is added (a save elsewhere invalidates the list) while the first request still runs.
    invalidateApiQueries('/students');
    answerFirst(jsonResponse(200, { count: 3 }));

    expect(await screen.findByText('4 students')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
