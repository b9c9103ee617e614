import { lazyNamed } from '@/lib/lazy-named';

// The Delete dialog loads when first opened, not with the screens that offer it (a modal brings
// Floating UI with it). Render it inside <Suspense>, mounted once opened (useOpenedOnce).
export const DeleteLessonDialog = lazyNamed(() => import('./delete-lesson-dialog'), 'DeleteLessonDialog');
