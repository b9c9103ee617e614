import { lazyNamed } from '@/lib/lazy-named';

/**
 * The rich-text display in its own chunk (DOMPurify is ~12 kB gzip): pages load it with their data.
 * Render it under a Suspense boundary whose fallback is the view's own placeholder.
 */
export const RichTextContent = lazyNamed(() => import('./rich-text-content'), 'RichTextContent');
