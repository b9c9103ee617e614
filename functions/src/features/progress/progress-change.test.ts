import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { LIVE_WINDOW_MS, progressEffects, toProgressRecord, type ProgressRecord } from './progress-change.js';

const NOW = Date.UTC(2026, 10, 21, 10);

function record(status: ProgressRecord['status'], updatedAtMs = NOW): ProgressRecord {
  return { studentId: 's1', lessonId: 'l1', courseId: 'c1', tutorId: 't1', status, updatedAt: Timestamp.fromMillis(updatedAtMs) };
}

describe('progressEffects', () => {
  it('counts a first open when a lesson is started, or completed straight away', () => {
    expect(progressEffects(undefined, record('in_progress'), NOW)).toEqual({ firstOpen: true, completed: false });
    expect(progressEffects(record('not_started'), record('in_progress'), NOW)).toEqual({ firstOpen: true, completed: false });
    expect(progressEffects(undefined, record('completed'), NOW)).toEqual({ firstOpen: true, completed: true });
  });

  it('counts a completion without a second view', () => {
    expect(progressEffects(record('in_progress'), record('completed'), NOW)).toEqual({ firstOpen: false, completed: true });
  });

  it('counts a record created unopened as neither a view nor a completion (it still changes the rates)', () => {
    expect(progressEffects(undefined, record('not_started'), NOW)).toEqual({ firstOpen: false, completed: false });
  });

  it('ignores writes that change no status, and deletions', () => {
    expect(progressEffects(record('in_progress'), record('in_progress'), NOW)).toBeNull();
    expect(progressEffects(record('completed'), record('completed'), NOW)).toBeNull();
    expect(progressEffects(record('completed'), undefined, NOW)).toBeNull();
  });

  it('ignores records whose time is not the write time (imports and demo data are already counted)', () => {
    expect(progressEffects(undefined, record('completed', NOW - LIVE_WINDOW_MS - 1), NOW)).toBeNull();
    expect(progressEffects(undefined, record('completed', NOW - 2000), NOW)).not.toBeNull();
  });
});

describe('toProgressRecord', () => {
  it('accepts a progress document and rejects anything else', () => {
    const data = { ...record('completed'), completedAt: Timestamp.fromMillis(NOW) };
    expect(toProgressRecord(data)?.status).toBe('completed');
    expect(toProgressRecord({ ...data, status: 'done' })).toBeUndefined();
    expect(toProgressRecord(undefined)).toBeUndefined();
  });
});
