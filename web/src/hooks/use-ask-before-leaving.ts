import { useEffect } from 'react';

/**
 * Until the returned function is called, the browser asks (in its own words) before the tab is
 * closed or reloaded. Each call registers a listener of its own, so one asker ending leaves the others.
 */
export function askBeforeLeaving(): () => void {
  const ask = (event: BeforeUnloadEvent) => event.preventDefault();
  window.addEventListener('beforeunload', ask);
  return () => window.removeEventListener('beforeunload', ask);
}

/** While `active` (e.g. a form with unsaved changes), closing or reloading the tab asks first. */
export function useAskBeforeLeaving(active: boolean): void {
  useEffect(() => (active ? askBeforeLeaving() : undefined), [active]);
}
