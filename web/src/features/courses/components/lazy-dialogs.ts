import { lazy } from 'react';

// The course dialogs load when first opened (with the form's validation and the rich-text field),
// not with the screens that offer them. Render them inside <Suspense>, mounted once opened (useOpenedOnce).
export const CourseFormDialog = lazy(() => import('./course-form-dialog').then((m) => ({ default: m.CourseFormDialog })));
export const CoursePreviewModal = lazy(() => import('./course-preview-modal').then((m) => ({ default: m.CoursePreviewModal })));
