import { startTransition, useEffect, useState } from 'react';

let painted = false;
const waiting = new Set<() => void>();
let scheduled = false;

/** Once the first frame is out, every waiting component learns it in one update, as a transition. */
function afterFirstPaint(done: () => void): () => void {
  if (painted) {
    done();
    return () => undefined;
  }
  waiting.add(done);
  if (!scheduled) {
    scheduled = true;
    // A frame callback runs before a frame is drawn: the second one comes once the first frame (the
    // page's first paint) is out, and the task queued from it runs after the browser has shown it.
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          painted = true;
          // What appears now (tooltips, the search field, the Firebase parts) renders time-sliced,
          // yielding to the browser every few milliseconds rather than blocking it for the whole page.
          startTransition(() => waiting.forEach((notify) => notify()));
          waiting.clear();
        }, 0),
      ),
    );
  }
  return () => waiting.delete(done);
}

/**
 * False until the page has painted once, then true (for every component, from then on). What is
 * not needed for the first screen (the Firebase SDK, tooltips, the search field) starts loading
 * only then, so it neither delays that paint nor competes with it for the network.
 */
export function useAfterFirstPaint(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (done) return undefined;
    return afterFirstPaint(() => setDone(true));
  }, [done]);
  return done;
}
