import { useEffect, useRef, type RefObject } from 'react';

/**
 * Whether the component is still on screen. A save's answer can arrive after the tutor has gone to
 * another screen (leaving is not questioned while it runs): what it does next must not take them back.
 */
export function useOnPage(): RefObject<boolean> {
  const onPage = useRef(true);
  useEffect(() => {
    onPage.current = true;
    return () => {
      onPage.current = false;
    };
  }, []);
  return onPage;
}
