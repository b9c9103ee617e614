import { describe, expect, it } from 'vitest';
import {
  countListenReads,
  countRestReads,
  emptyTally,
  totalReads,
  webChannelFrames,
  type ListenTarget,
} from './firestore-wire.ts';

const frame = (json: string) => `${json.length}\n${json}`;
const doc = (path: string, target: number) =>
  `{"documentChange":{"document":{"name":"projects/demo/databases/(default)/documents/${path}","fields":{"name":{"stringValue":"අමාය ]]12\\n"}}},"targetIds":[${target}]}}`;

describe('Firestore read counting from the wire', () => {
  it('splits WebChannel frames, including ones whose content looks like a frame header', () => {
    const body = frame('[[1,["noop"]]]') + frame(`[[2,[${doc('tutors/t1', 2)}]]]`);
    expect(webChannelFrames(body)).toHaveLength(2);
  });

  it('leaves out a last frame that has not fully arrived yet, and reads it once it has', () => {
    const whole = frame('[[1,["noop"]]]') + frame(`[[2,[${doc('tutors/t1', 2)}]]]`);
    expect(webChannelFrames(whole.slice(0, -20))).toHaveLength(1);
    expect(webChannelFrames(whole)).toHaveLength(2);
  });

  it('counts delivered documents and one read per empty query', () => {
    const tally = emptyTally();
    const targets = new Map<number, ListenTarget>();
    countListenReads(
      frame('[[1,[{"targetChange":{"targetChangeType":"ADD","targetIds":[2,4]}}]]]') +
        frame(`[[2,[${doc('tutors/t1', 2)}]],[3,[${doc('courses/c1', 2)}]]]`),
      tally,
      targets,
    );
    countListenReads(frame('[[4,[{"targetChange":{"targetChangeType":"CURRENT","targetIds":[2,4]}}]]]'), tally, targets);
    expect(tally.documents).toEqual(['tutors/t1', 'courses/c1']);
    expect(tally.emptyTargets).toBe(1);
    expect(totalReads(tally)).toBe(3);
    expect([...targets.values()].every((t) => t.settled)).toBe(true);
  });

  it('bills an aggregation one read per 1000 entries, at least one', () => {
    const tally = emptyTally();
    const answer = (n: number) => JSON.stringify([{ result: { aggregateFields: { count: { integerValue: String(n) } } } }]);
    countRestReads('http://x/v1/projects/demo/databases/(default)/documents:runAggregationQuery', answer(0), tally);
    countRestReads('http://x/v1/projects/demo/databases/(default)/documents:runAggregationQuery', answer(2500), tally);
    expect(tally.aggregationReads).toBe(4);
  });
});
