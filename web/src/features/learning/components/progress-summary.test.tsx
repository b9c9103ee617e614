import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgressSummary } from './progress-summary';
import type { ProgressEntry } from '../model/learning-types';
import { readyLearning, renderWithLearning } from '@/testing/render-learning';

// 21 November 2026, 15:00 on the student's clock.
const daysAgo = (n: number, hour = 10) => new Date(2026, 10, 21 - n, hour, 0);
const activeOn = (...days: Date[]): ProgressEntry[] =>
  days.map((day, i) => ({ lessonId: `l${i}`, status: 'in_progress', startedAt: day, updatedAt: day }));
const renderSummary = (progress: ProgressEntry[]) => renderWithLearning(readyLearning({ progress }), <ProgressSummary />);

describe('the learning streak card', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(daysAgo(0, 15));
  });
  afterEach(() => vi.useRealTimers());

  it('asks for a lesson tomorrow once today has counted', () => {
    renderSummary(activeOn(daysAgo(0), daysAgo(1)));
    expect(screen.getByText('2 days')).toBeTruthy();
    expect(screen.getByText('Open a lesson tomorrow to keep it going')).toBeTruthy();
  });

  it('asks for a lesson today while the streak ends yesterday, or it breaks at midnight', () => {
    renderSummary(activeOn(daysAgo(1), daysAgo(2)));
    expect(screen.getByText('2 days')).toBeTruthy();
    expect(screen.getByText('Open a lesson today to keep it going')).toBeTruthy();
  });

  it('counts a lesson opened after midnight as today', () => {
    renderSummary(activeOn(daysAgo(0, 0), daysAgo(1, 23)));
    expect(screen.getByText('Open a lesson tomorrow to keep it going')).toBeTruthy();
  });

  it('invites a student without a streak to start one', () => {
    renderSummary(activeOn(daysAgo(3)));
    expect(screen.getByText('0 days')).toBeTruthy();
    expect(screen.getByText('Open a lesson today to start a streak')).toBeTruthy();
  });
});
