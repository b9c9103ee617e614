import { lazyNamed } from '@/lib/lazy-named';

// The lesson screens' dialogs load when first opened, not with the screens that offer them (a modal
// brings its scroll area and, through it, Floating UI: ~27 kB gzip of the lesson editor's ~100).
// Render them inside <Suspense>, mounted once opened (useOpenedOnce).
export const DeleteLessonDialog = lazyNamed(() => import('./delete-lesson-dialog'), 'DeleteLessonDialog');
export const LessonPreviewModal = lazyNamed(() => import('./lesson-preview-modal'), 'LessonPreviewModal');
export const LeaveConfirmModal = lazyNamed(() => import('@/components/leave-confirm-modal'), 'LeaveConfirmModal');
export const VideoLinkModal = lazyNamed(() => import('./editor/video-link-modal'), 'VideoLinkModal');
