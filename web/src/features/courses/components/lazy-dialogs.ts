import { lazyNamed } from '@/lib/lazy-named';

// The course dialogs load when first opened (with the form's validation and the rich-text field),
// not with the screens that offer them. Render them inside <Suspense>, mounted once opened (useOpenedOnce).
export const CourseFormDialog = lazyNamed(() => import('./course-form-dialog'), 'CourseFormDialog');
export const CoursePreviewModal = lazyNamed(() => import('./course-preview-modal'), 'CoursePreviewModal');
