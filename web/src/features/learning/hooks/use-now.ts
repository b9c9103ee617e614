import { useEffect, useState } from 'react';

/** setTimeout fires at once for a longer delay (2^31 - 1 ms, about 24.8 days). */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * The current time, so that access ending while the page is open takes effect: refreshed at the
 * next of `moments` (epoch ms: when each grant expires, the moment the rules start refusing it),
 * and every `intervalMs` as a backstop (e.g. for a timer that a sleeping laptop delayed).
 */
export function useNow(moments: number[] = [], intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);

  const next = Math.min(...moments.filter((moment) => moment > now));
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    // Set again at each new `now`: a timer that fired early or was capped is then replaced.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(next - Date.now(), 0), MAX_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [next, now]);
  return now;
}
