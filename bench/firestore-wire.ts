/**
 * Counts Firestore document reads in what the web SDK received, as Firestore bills them:
 * every document a listener delivers, one read for a query that delivers none, and one read per
 * 1000 index entries (at least one) for an aggregation such as count().
 *
 * The SDK's listeners arrive over WebChannel: `Listen/channel` responses made of frames
 * `<length>\n<JSON array of [sequence, [ListenResponse...]]>`.
 */

interface ListenResponse {
  targetChange?: { targetChangeType?: string; targetIds?: number[] };
  documentChange?: { document?: { name?: string }; targetIds?: number[] };
}

export interface ReadTally {
  /** Document paths delivered, in order (a document delivered to two listeners counts twice, as billed). */
  documents: string[];
  /** Listen targets that became current without delivering anything (an empty query still costs one read). */
  emptyTargets: number;
  /** Reads billed for aggregation queries. */
  aggregationReads: number;
}

export function emptyTally(): ReadTally {
  return { documents: [], emptyTargets: 0, aggregationReads: 0 };
}

export function totalReads(tally: ReadTally): number {
  return tally.documents.length + tally.emptyTargets + tally.aggregationReads;
}

/** Splits one WebChannel response body into its JSON frames. */
export function webChannelFrames(body: string): unknown[] {
  const frames: unknown[] = [];
  let rest = body;
  while (rest.length) {
    const header = /^(\d+)\n/.exec(rest);
    if (!header?.[1]) break;
    rest = rest.slice(header[0].length);
    // The length counts UTF-16 units in the server's encoding; fall back to the next frame header.
    let end = Number(header[1]);
    let frame: unknown;
    try {
      frame = JSON.parse(rest.slice(0, end));
    } catch {
      const next = /\]\](\d+)\n/.exec(rest);
      // The last frame of a response still streaming may not have fully arrived: it is counted
      // on a later look, once it has.
      if (!next && rest.length < end) break;
      end = next ? next.index + 2 : rest.length;
      frame = JSON.parse(rest.slice(0, end));
    }
    frames.push(frame);
    rest = rest.slice(end);
  }
  return frames;
}

/** A listener (query or document) the SDK opened on the Listen stream. */
export interface ListenTarget {
  documents: number;
  /** The server said the target's initial results are complete (or the target was removed). */
  settled: boolean;
}

/** Adds the reads found in one Listen channel response body to `tally`, tracking targets across calls. */
export function countListenReads(body: string, tally: ReadTally, targets: Map<number, ListenTarget>): void {
  const target = (id: number) => targets.get(id) ?? targets.set(id, { documents: 0, settled: false }).get(id)!;
  for (const frame of webChannelFrames(body)) {
    if (!Array.isArray(frame)) continue;
    for (const entry of frame) {
      const messages = Array.isArray(entry) ? (entry[1] as unknown) : undefined;
      if (!Array.isArray(messages)) continue;
      for (const message of messages as ListenResponse[]) {
        if (typeof message !== 'object' || message === null) continue;
        const change = message.documentChange;
        if (change?.document?.name) {
          tally.documents.push(change.document.name.replace(/^projects\/[^/]+\/databases\/[^/]+\/documents\//, ''));
          for (const id of change.targetIds ?? []) target(id).documents++;
        }
        const { targetChangeType: type, targetIds = [] } = message.targetChange ?? {};
        for (const id of targetIds) {
          if (type === 'ADD') target(id);
          if (type === 'REMOVE') target(id).settled = true;
          if (type === 'CURRENT' && !target(id).settled) {
            if (!target(id).documents) tally.emptyTargets++;
            target(id).settled = true;
          }
        }
      }
    }
  }
}

/** Adds the reads of one `:runAggregationQuery` / `:runQuery` / `:batchGet` REST answer. */
export function countRestReads(url: string, body: string, tally: ReadTally): void {
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    return;
  }
  const items = Array.isArray(answer) ? answer : [answer];
  if (url.includes(':runAggregationQuery')) {
    for (const item of items as { result?: { aggregateFields?: Record<string, { integerValue?: string }> } }[]) {
      if (!item.result) continue;
      const counts = Object.values(item.result.aggregateFields ?? {}).map((f) => Number(f.integerValue ?? 0));
      tally.aggregationReads += Math.max(1, Math.ceil(Math.max(0, ...counts) / 1000));
    }
    return;
  }
  const found = (items as { document?: { name?: string }; found?: { name?: string } }[])
    .map((item) => item.document?.name ?? item.found?.name)
    .filter((name): name is string => Boolean(name));
  for (const name of found) tally.documents.push(name.replace(/^projects\/[^/]+\/databases\/[^/]+\/documents\//, ''));
  if (url.includes(':runQuery') && !found.length) tally.emptyTargets++;
}
