import { describe, expect, it } from 'vitest';
import { DocumentMeta } from '@/components/document-meta';
import { renderRoutes } from '@/testing/test-utils';

function description() {
  return document.querySelector('meta[name="description"]')?.getAttribute('content');
}

describe('document meta', () => {
  it("sets the app's title and description, and a page's own while that page is shown", () => {
    document.head.innerHTML = '<meta name="description" content="">';
    const app = renderRoutes([{ path: '/', element: <DocumentMeta /> }]);
    expect(document.title).toBe('Tutorly — online classes for private tutors');
    expect(description()).toBe('Courses, video lessons and students in one place for private tutors and their students.');

    const page = renderRoutes([{ path: '/', element: <DocumentMeta title="Terms of Service" description="The rules." /> }]);
    expect(document.title).toBe('Terms of Service · Tutorly');
    expect(description()).toBe('The rules.');
    page.unmount();
    expect(document.title).toBe('Tutorly — online classes for private tutors');
    expect(description()).toBe('Courses, video lessons and students in one place for private tutors and their students.');
    app.unmount();
  });
});
