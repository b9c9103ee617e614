import { useHotkeys } from '@mantine/hooks';
import { useCallback, useState } from 'react';

const COOKIE = 'sidebar:state';
const MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

function readCookie(): boolean {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${COOKIE}=`));
  return match ? match.split('=')[1] !== 'false' : true;
}

/** Desktop sidebar expanded or collapsed, remembered in the `sidebar:state` cookie for 7 days; Ctrl/Cmd+B toggles (spec §2/§9). */
export function useSidebarState() {
  const [expanded, setExpanded] = useState(readCookie);
  const toggle = useCallback(() => {
    setExpanded((value) => {
      document.cookie = `${COOKIE}=${String(!value)}; path=/; max-age=${MAX_AGE_SECONDS}; samesite=lax`;
      return !value;
    });
  }, []);
  useHotkeys([['mod+B', toggle]]);
  return { expanded, toggle };
}
