import { onDocumentWritten } from 'firebase-functions/v2/firestore';

/** Every student progress write reaches the tutor's numbers (see apply-progress-change.ts). */
export const onProgressWritten = onDocumentWritten(
  { document: 'progress/{progressId}', region: 'us-central1', memory: '256MiB', timeoutSeconds: 60 },
  async (event) => {
    // Loaded on first use: the entry file's import time is budgeted and shared with the API.
    const { applyProgressChange } = await import('./apply-progress-change.js');
    await applyProgressChange(
      event.params.progressId,
      event.data?.before.data(),
      event.data?.after.data(),
      Date.parse(event.time),
    );
  },
);
