import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs`, so that access ending while the page is open takes effect. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
