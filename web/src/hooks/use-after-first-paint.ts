import { startTransition, useEffect, useState } from 'react';

let painted = false;
const waiting = new Set<() => void>();
let scheduled = false;

/** How long to wait at most for the browser to report the first contentful paint (a tab opened in the background reports it only once shown). */
const PAINT_REPORT_TIMEOUT_MS = 2000;

/**
 * Calls `done` once the browser has reported the page's first contentful paint: at once where it
 * has already, or cannot say. Only that report comes after the frame is on screen: a large first
 * frame can still be drawing when the next frame's callbacks run.
 */
function afterContentfulPaint(done: () => void): void {
  const canTell = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint');
  if (!canTell || performance.getEntriesByName('first-contentful-paint').length > 0) return done();
  const finish = () => {
    observer.disconnect();
    clearTimeout(timeout);
    done();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) finish();
  });
  const timeout = setTimeout(finish, PAINT_REPORT_TIMEOUT_MS);
  observer.observe({ type: 'paint' });
}

/** Once the first frame is out, every waiting component learns it in one update, as a transition. */
function afterFirstPaint(done: () => void): () => void {
  if (painted) {
    done();
    return () => undefined;
  }
  waiting.add(done);
  if (!scheduled) {
    scheduled = true;
    // A frame callback runs before a frame is drawn: the second one comes once the first frame has
    // been handed over for drawing. On a fresh load, the paint report then says it is on screen;
    // after an in-app navigation (that report long past) the frames alone decide.
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        setTimeout(
          () =>
            afterContentfulPaint(() => {
              painted = true;
              // What appears now (tooltips, the search field, the Firebase parts) renders time-sliced,
              // yielding to the browser every few milliseconds rather than blocking it for the whole page.
              startTransition(() => waiting.forEach((notify) => notify()));
              waiting.clear();
            }),
          0,
        ),
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
