import { onDocumentWritten } from 'firebase-functions/v2/firestore';

/** A lesson going live (created published, a draft published, or a video whose upload finished) tells its students. */
export const onLessonWritten = onDocumentWritten(
  { document: 'lessons/{lessonId}', region: 'us-central1', memory: '256MiB', timeoutSeconds: 60, retry: true },
  async (event) => {
    // Loaded on first use: the entry file's import time is budgeted and shared with the API.
    const { becamePublished, notifyLessonPublished } = await import('./notify-lesson-published.js');
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (!after || !becamePublished(before, after)) return;
    await notifyLessonPublished(
      event.params.lessonId,
      { courseId: String(after.courseId), courseName: String(after.courseName ?? ''), title: String(after.title ?? '') },
      Date.parse(event.time),
    );
  },
);
