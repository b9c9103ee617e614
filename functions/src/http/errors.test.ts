import type { Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { AppError, answerError } from './errors.js';

vi.mock('./log.js', () => ({ logError: vi.fn() }));

function answer(error: unknown) {
  const res = { status: vi.fn(), json: vi.fn() };
  res.status.mockReturnValue(res);
  answerError(error, { path: '/x', method: 'POST' } as Request, res as unknown as Response);
  return { status: res.status.mock.calls[0]?.[0] as number, body: res.json.mock.calls[0]?.[0] as unknown };
}

describe('answerError', () => {
  it('answers a busy database (contention after the SDK retried) with 503 and a message to try again', () => {
    const contention = Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), { code: 10 });
    expect(answer(contention)).toEqual({
      status: 503,
      body: { code: 'unavailable', message: 'Too many changes at the same moment. Please try again.' },
    });
  });

  it('keeps other failures a 500 with a generic message, and AppErrors as they are', () => {
    expect(answer(new Error('boom at /srv/secret.ts:12'))).toEqual({
      status: 500,
      body: { code: 'internal', message: 'Something went wrong, please try again.' },
    });
    expect(answer(new AppError('not-found', 'No such lesson.')).status).toBe(404);
  });
});
