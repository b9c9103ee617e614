/**
 * Stands in (web/vite.config.ts alias) for use-sync-external-store/shim, which reactfire,
 * react-joyride and TipTap import so that they also run on React 16 and 17. React 18 and later
 * have the hook itself, and the shim's production build only hands it on: 0.5 kB gzip less on every
 * screen that loads Firebase.
 */
export { useSyncExternalStore } from 'react';
