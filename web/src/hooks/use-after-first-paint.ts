import { useEffect, useState } from 'react';

let painted = false;

/**
 * False until the page has painted once, then true (for every component, from then on). What is
 * not needed for the first screen (the Firebase SDK, tooltips, the search field) starts loading
 * only then, so it neither delays that paint nor competes with it for the network.
 */
export function useAfterFirstPaint(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (done) return;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs before a frame is drawn: the second one comes once the first frame (the
    // page's first paint) is out, and the task queued from it runs after the browser has shown it.
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => {
          painted = true;
          setDone(true);
        }, 0);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [done]);
  return done;
}
