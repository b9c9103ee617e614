import type { CDPSession } from 'playwright-core';
import { APP_URL } from '../emulators/config.ts';
import { countListenReads, countRestReads, emptyTally, type ListenTarget, type ReadTally } from './firestore-wire.ts';

/**
 * Watches a page's Firestore traffic through the Chrome DevTools Protocol: the Listen channel
 * responses (streamed while they are still open, or read whole once they end) and the REST calls
 * the SDK makes for aggregations and one-off reads.
 */
export interface FirestoreWatch {
  /** The reads so far and the state of every listener. */
  tally(): { reads: ReadTally; targets: Map<number, ListenTarget> };
  /** Milliseconds since the last network event of the page. */
  quietFor(): number;
  /** Waits for the response bodies still being fetched. */
  settle(): Promise<void>;
  apiCalls: string[];
}

const LISTEN = '/google.firestore.v1.Firestore/Listen/channel';
const REST = /:(runAggregationQuery|runQuery|batchGet)\b/;

export function watchFirestore(cdp: CDPSession): FirestoreWatch {
  const listen = new Map<string, { text: string; streaming?: Promise<boolean> }>();
  const restCalls = new Map<string, string>();
  const restBodies: { url: string; body: string }[] = [];
  const fetching = new Set<Promise<unknown>>();
  const apiCalls: string[] = [];
  let lastActivity = Date.now();
  const decode = (data: string) => Buffer.from(data, 'base64').toString();
  const track = (work: Promise<unknown>) => {
    const done = work.catch(() => undefined).finally(() => fetching.delete(done));
    fetching.add(done);
  };
  const bodyOf = async (requestId: string) => {
    const answer = await cdp.send('Network.getResponseBody', { requestId });
    return answer.base64Encoded ? decode(answer.body) : answer.body;
  };

  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    lastActivity = Date.now();
    if (request.url.startsWith(`${APP_URL}/api/`)) apiCalls.push(`${request.method} ${new URL(request.url).pathname}`);
    if (request.url.includes(LISTEN)) {
      const entry: { text: string; streaming?: Promise<boolean> } = { text: '' };
      listen.set(requestId, entry);
      // Long-polled responses stay open for a minute: read them as they arrive.
      if (request.method === 'GET')
        entry.streaming = cdp.send('Network.streamResourceContent', { requestId }).then(
          (r) => {
            entry.text = decode(r.bufferedData) + entry.text;
            return true;
          },
          () => false,
        );
    }
    if (REST.test(request.url)) restCalls.set(requestId, request.url);
  });
  cdp.on('Network.dataReceived', ({ requestId, data }) => {
    lastActivity = Date.now();
    const entry = listen.get(requestId);
    if (entry && data) entry.text += decode(data);
  });
  cdp.on('Network.loadingFinished', ({ requestId }) => {
    lastActivity = Date.now();
    const entry = listen.get(requestId);
    // A response that ended before streaming could start (or a POST) is read whole.
    if (entry)
      track(
        (async () => {
          if (!(await entry.streaming)) entry.text = await bodyOf(requestId);
        })(),
      );
    const url = restCalls.get(requestId);
    if (url) track(bodyOf(requestId).then((body) => restBodies.push({ url, body })));
  });

  return {
    tally() {
      const reads = emptyTally();
      const targets = new Map<number, ListenTarget>();
      for (const { text } of listen.values()) countListenReads(text, reads, targets);
      for (const { url, body } of restBodies) countRestReads(url, body, reads);
      return { reads, targets };
    },
    quietFor: () => Date.now() - lastActivity,
    settle: async () => void (await Promise.all(fetching)),
    apiCalls,
  };
}
