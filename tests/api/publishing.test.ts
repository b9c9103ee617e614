import { createHash, randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { startPublishing } from '../../functions/src/features/publishing/start-publishing.ts';
import { YOUTUBE_NOT_CONNECTED_MESSAGE } from '../../functions/src/shared/schemas/youtube-messages.ts';
import { NOTHING_TO_PUBLISH_AGAIN, UPLOAD_GONE } from '../../functions/src/features/publishing/publish-video-again.ts';
import { deleteChunks } from '../../functions/src/features/uploads/chunk-storage.ts';
import { adminDb } from '../support/admin.ts';
import { callApi } from '../support/api.ts';
import {
  cleanedUp,
  connectYoutube,
  createVideoLesson,
  expectResumedVideo,
  failGoogleTokenRequests,
  failNextYoutubeUploadAfter,
  finishedJob,
  newFileId,
  OAUTH_URL,
  quickUpload,
  readyToPublish,
  sendChunk,
  storedChunks,
  uploadVideo,
  youtubeVideos,
} from '../support/youtube.ts';
import { createCourse, createTutor } from '../support/people.ts';
import { form, lessonFields } from './support/authoring.ts';

// startPublishing is called in-process, as the lessons API will call it; the job itself runs in the Functions emulator.
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('publishing a video lesson to YouTube', () => {
  it('goes from consent to an unlisted video embedded in the published lesson', { timeout: 120_000 }, async () => {
    const tutor = await createTutor('Nimal Perera');
    expect((await connectYoutube(tutor)).status).toBe(200);
    const video = randomBytes(2 * 1024 * 1024 + 37);
    const fileId = newFileId();
    // Out of order, with repeats (a retried chunk arrives twice).
    const order = Array.from({ length: 100 }, (_, i) => 99 - i);
    await uploadVideo(tutor, fileId, video, [...order, 10, 42]);
    const title = `Loops <in> Python ${fileId.slice(0, 8)}`;
    const lessonId = await createVideoLesson(tutor, title);

    const { jobId } = await startPublishing({
      tutorId: tutor.uid,
      lessonId,
      fileId,
      title,
      description: 'Week 2: for and while',
    });
    const job = await finishedJob(jobId);
    expect(job).toMatchObject({
      status: 'done',
      bytesSent: video.length,
      totalBytes: video.length,
      tutorId: tutor.uid,
      error: null,
    });

    const videoId = String(job.youtubeVideoId);
    const arrived = (await youtubeVideos()).filter((v) => v.title === `Loops in Python ${fileId.slice(0, 8)}`);
    expect(arrived).toHaveLength(1);
    expect(arrived[0]).toMatchObject({
      id: videoId,
      bytes: video.length,
      sha256: sha256(video),
      privacyStatus: 'unlisted',
      description: 'Week 2: for and while',
    });
    const lesson = (await adminDb.doc(`lessons/${lessonId}`).get()).data();
    expect(lesson).toMatchObject({
      status: 'published',
      youtubeVideoId: videoId,
      videoUrl: `https://www.youtube.com/embed/${videoId}`,
    });
    await cleanedUp(tutor.uid, fileId);
  });

  it(
    'resumes after YouTube drops the connection midway: the video arrives whole, exactly once',
    { timeout: 120_000 },
    async () => {
      const ready = await readyToPublish('Nimal Perera', 'Resumed lecture');
      const { tutor, fileId, title, lessonId } = ready;
      const failAt = 1_234_567;
      await failNextYoutubeUploadAfter(failAt);
      const { jobId } = await startPublishing({ tutorId: tutor.uid, lessonId, fileId, title, description: '' });
      expect(await finishedJob(jobId)).toMatchObject({ status: 'done' });
      await expectResumedVideo(ready, failAt);
      await cleanedUp(tutor.uid, fileId);
    },
  );

  it(
    'tries again when Google’s token endpoint is down for a moment: the video arrives whole, once',
    { timeout: 60_000 },
    async () => {
      const { tutor, fileId, title, lessonId, video } = await readyToPublish('Kamala Jayasuriya', 'Token hiccup');
      // More than google-auth-library's own three retries of a token request: the job's next attempt gets one.
      await failGoogleTokenRequests(5);
      const { jobId } = await startPublishing({ tutorId: tutor.uid, lessonId, fileId, title, description: '' });
      expect(await finishedJob(jobId)).toMatchObject({ status: 'done' });
      const arrived = (await youtubeVideos()).filter((v) => v.title === title);
      expect(arrived).toHaveLength(1);
      expect(arrived[0]).toMatchObject({ bytes: video.length, sha256: sha256(video) });
      expect((await adminDb.doc(`lessons/${lessonId}`).get()).get('status')).toBe('published');
      await cleanedUp(tutor.uid, fileId);
    },
  );

  it('gives YouTube a long title cut within its 100, never in the middle of an emoji', { timeout: 60_000 }, async () => {
    const tutor = await createTutor('Nimal Perera');
    await connectYoutube(tutor);
    const fileId = await quickUpload(tutor);
    const start = `Emoji ${fileId.slice(0, 8)} `;
    // The emoji's first half would be the 100th UTF-16 unit, its second the 101st: it is left out whole.
    const kept = start.padEnd(99, 'a');
    const created = await callApi<{ jobId: string }>('/lessons?type=video', {
      method: 'POST',
      token: tutor.idToken,
      body: form(lessonFields(await createCourse(tutor.uid, 'Python'), { fileId, title: `${kept}😀 and more` })),
    });
    expect(created.status).toBe(201);
    expect(await finishedJob(created.body.jobId)).toMatchObject({ status: 'done' });
    const arrived = (await youtubeVideos()).filter((video) => video.title.startsWith(start));
    expect(arrived.map((video) => video.title)).toEqual([kept]);
  });

  it('saves an edit form opened while the video was publishing, after the job published it; another save still refuses it', async () => {
    const tutor = await createTutor('Ruwan Silva');
    await connectYoutube(tutor);
    const fileId = await quickUpload(tutor);
    const created = await callApi<{ jobId: string; lesson: { id: string } }>('/lessons?type=video', {
      method: 'POST',
      token: tutor.idToken,
      body: form(lessonFields(await createCourse(tutor.uid, 'Python'), { fileId, title: 'Loops' })),
    });
    expect(created.status).toBe(201);
    const lessonRef = adminDb.doc(`lessons/${created.body.lesson.id}`);
    // The form opened while publishing holds the lesson as created (the job has not written yet then).
    const openedWhilePublishing = (await lessonRef.get()).get('createdAt') as Timestamp;
    expect(await finishedJob(created.body.jobId)).toMatchObject({ status: 'done' });
    const published = await lessonRef.get();
    expect(published.get('status')).toBe('published');
    expect(published.get('updatedAt')).not.toEqual(openedWhilePublishing);

    const save = (title: string, seenUpdatedAt: string) =>
      callApi<{ lesson: { title: string; status: string; videoUrl: string } } & { reason?: string }>(`/lessons/${lessonRef.id}`, {
        method: 'PUT',
        token: tutor.idToken,
        json: { title, description: 'for and while', duration: 20, content: '<p>Notes</p>', status: 'published', seenUpdatedAt },
      });
    const saved = await save('Loops in Python', openedWhilePublishing.toDate().toISOString());
    expect(saved.status).toBe(200);
    // The tutor's text, and the job's video and status kept.
    expect(saved.body.lesson).toMatchObject({
      title: 'Loops in Python',
      status: 'published',
      videoUrl: `https://www.youtube.com/embed/${String(published.get('youtubeVideoId'))}`,
    });
    // A second tab opened at the same time saves after it: that would undo the first save.
    const second = await save('Loops', openedWhilePublishing.toDate().toISOString());
    expect(second).toMatchObject({ status: 409, body: { reason: 'lesson-changed' } });
    expect((await lessonRef.get()).get('title')).toBe('Loops in Python');
  });

  it('refuses an upload with a missing chunk, another tutor’s upload, and a tutor without YouTube', async () => {
    const tutor = await createTutor('Nimal Perera');
    await connectYoutube(tutor);
    const fileId = newFileId();
    const missing = Array.from({ length: 100 }, (_, i) => i).filter((i) => i !== 64);
    await uploadVideo(tutor, fileId, randomBytes(100 * 1000), missing);
    const lessonId = await createVideoLesson(tutor, 'Incomplete');
    const input = { tutorId: tutor.uid, lessonId, fileId, title: 'Incomplete', description: '' };
    // With a reason, so the app words it in the tutor's language.
    await expect(startPublishing(input)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringMatching(/99 of 100/) as unknown,
      refusal: { reason: 'upload-incomplete', params: { received: '99', total: '100' } },
    });

    const other = await createTutor('Nimal Perera');
    await connectYoutube(other);
    await expect(startPublishing({ ...input, tutorId: other.uid })).rejects.toMatchObject({
      code: 'failed-precondition',
      refusal: { reason: 'upload-not-found' },
    });

    const unconnected = await createTutor('Nimal Perera');
    const ownFile = newFileId();
    await sendChunk(unconnected, { fileId: ownFile, chunkIndex: 0 }, randomBytes(10));
    await expect(startPublishing({ ...input, tutorId: unconnected.uid, fileId: ownFile })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: YOUTUBE_NOT_CONNECTED_MESSAGE,
    });
    const jobs = await adminDb.collection('videoJobs').where('lessonId', '==', lessonId).get();
    expect(jobs.empty).toBe(true);
  });

  it(
    'fails the job, keeps the chunks and forgets the connection when Google has revoked it; the tutor publishes again',
    { timeout: 60_000 },
    async () => {
      const tutor = await createTutor('Nimal Perera');
      await connectYoutube(tutor);
      const fileId = newFileId();
      await uploadVideo(tutor, fileId, randomBytes(50 * 1000));
      const lessonId = await createVideoLesson(tutor, 'Revoked');
      const refreshToken = String((await adminDb.doc(`youtubeTokens/${tutor.uid}`).get()).get('refreshToken'));
      await fetch(`${OAUTH_URL}/revoke?token=${encodeURIComponent(refreshToken)}`, { method: 'POST' });

      const { jobId } = await startPublishing({ tutorId: tutor.uid, lessonId, fileId, title: 'Revoked', description: '' });
      expect(await finishedJob(jobId)).toMatchObject({ status: 'failed', error: 'youtube-disconnected' });
      expect(await storedChunks(tutor.uid, fileId)).toHaveLength(100);
      // The tutor left the editor long ago: their notifications say so, with the way back to the lesson.
      const told = await adminDb.doc(`notifications/video_failed_${jobId}`).get();
      expect(told.data()).toMatchObject({
        userId: tutor.uid,
        type: 'video_failed',
        link: `/tutor-dashboard/lessons/${lessonId}`,
        params: { lessonTitle: 'Revoked' },
        read: false,
      });
      expect((await adminDb.doc(`youtubeTokens/${tutor.uid}`).get()).exists).toBe(false);
      expect((await adminDb.doc(`lessons/${lessonId}`).get()).get('status')).toBe('processing');
      // The lessons list says it failed, rather than "Processing" as if it were still on its way.
      const listed = async () => {
        const list = await callApi<{ lessons: { id: string; status: string; videoFailed: boolean }[] }>(
          `/lessons/tutors/${tutor.uid}`,
          { token: tutor.idToken },
        );
        return list.body.lessons.find((lesson) => lesson.id === lessonId);
      };
      expect(await listed()).toMatchObject({ status: 'processing', videoFailed: true });

      const publishAgain = (token: string) =>
        callApi<{ jobId?: string; message?: string }>(`/lessons/${lessonId}/publish-video`, { method: 'POST', token });
      // Not another tutor's to retry; and not before YouTube is connected again (the app then offers to connect).
      expect((await publishAgain((await createTutor('Other Tutor')).idToken)).status).toBe(403);
      expect(await publishAgain(tutor.idToken)).toMatchObject({ status: 409, body: { message: YOUTUBE_NOT_CONNECTED_MESSAGE } });

      // Reconnected, the same upload publishes with a new job, and the lesson with it.
      await connectYoutube(tutor);
      const retry = await publishAgain(tutor.idToken);
      expect(retry.status).toBe(202);
      expect(await listed()).toMatchObject({ status: 'processing', videoFailed: false });
      expect(await finishedJob(String(retry.body.jobId))).toMatchObject({ status: 'done' });
      expect(await listed()).toMatchObject({ status: 'published', videoFailed: false });
      await cleanedUp(tutor.uid, fileId);
      expect(await publishAgain(tutor.idToken)).toMatchObject({ status: 409, body: { message: NOTHING_TO_PUBLISH_AGAIN } });
    },
  );

  it(
    'says the kept upload is gone when Storage has removed it before the tutor publishes again',
    { timeout: 60_000 },
    async () => {
      const { tutor, fileId, lessonId } = await readyToPublish('Sunil Fernando', 'Old upload');
      const refreshToken = String((await adminDb.doc(`youtubeTokens/${tutor.uid}`).get()).get('refreshToken'));
      await fetch(`${OAUTH_URL}/revoke?token=${encodeURIComponent(refreshToken)}`, { method: 'POST' });
      const { jobId } = await startPublishing({ tutorId: tutor.uid, lessonId, fileId, title: 'Old upload', description: '' });
      expect(await finishedJob(jobId)).toMatchObject({ status: 'failed', error: 'youtube-disconnected' });
      await connectYoutube(tutor);
      // The bucket's 7-day lifecycle rule at work.
      await deleteChunks(tutor.uid, fileId);

      const answer = await callApi(`/lessons/${lessonId}/publish-video`, { method: 'POST', token: tutor.idToken });
      expect(answer).toMatchObject({ status: 409, body: { reason: 'upload-gone', message: UPLOAD_GONE } });
      // Deleting the lesson is the way on.
      expect((await callApi(`/lessons/${lessonId}`, { method: 'DELETE', token: tutor.idToken })).status).toBe(204);
    },
  );

  it('tells the tutor when a job finds its upload gone, and the list stops saying Processing', { timeout: 60_000 }, async () => {
    const tutor = await createTutor('Ruwan Silva');
    const lessonId = await createVideoLesson(tutor, 'Vanished upload');
    // A job whose upload record is no longer there (the publishVideo trigger runs it as for any job).
    const job = await adminDb.collection('videoJobs').add({
      tutorId: tutor.uid,
      lessonId,
      fileId: newFileId(),
      status: 'queued',
      bytesSent: 0,
      totalBytes: 1000,
      youtubeVideoId: null,
      error: null,
      updatedAt: Timestamp.now(),
    });
    expect(await finishedJob(job.id)).toMatchObject({ status: 'failed', error: 'upload-missing' });
    const list = await callApi<{ lessons: { id: string; status: string; videoFailed: boolean }[] }>(
      `/lessons/tutors/${tutor.uid}`,
      { token: tutor.idToken },
    );
    expect(list.body.lessons.find((lesson) => lesson.id === lessonId)).toMatchObject({ status: 'processing', videoFailed: true });
    expect((await adminDb.doc(`notifications/video_failed_${job.id}`).get()).data()).toMatchObject({
      userId: tutor.uid,
      type: 'video_failed',
      link: `/tutor-dashboard/lessons/${lessonId}`,
      params: { lessonTitle: 'Vanished upload' },
    });
  });

  it(
    'deletes a lesson stuck processing: one that never got a job, and one whose job has not moved for over 7 days',
    { timeout: 60_000 },
    async () => {
      const { tutor, fileId, lessonId } = await readyToPublish('Dilani Weerasinghe', 'Stuck');
      const remove = async (id: string) => (await callApi(`/lessons/${id}`, { method: 'DELETE', token: tutor.idToken })).status;
      // Its create request died before the job was made: long past the 60 s that request had, none will come.
      await adminDb.doc(`lessons/${lessonId}`).update({ createdAt: Timestamp.fromMillis(Date.now() - 5 * 60 * 1000) });
      expect(await remove(lessonId)).toBe(204);
      expect((await adminDb.doc(`lessons/${lessonId}`).get()).exists).toBe(false);

      const stuck = await createVideoLesson(tutor, 'Stuck again');
      const refreshToken = String((await adminDb.doc(`youtubeTokens/${tutor.uid}`).get()).get('refreshToken'));
      await fetch(`${OAUTH_URL}/revoke?token=${encodeURIComponent(refreshToken)}`, { method: 'POST' });
      const { jobId } = await startPublishing({
        tutorId: tutor.uid,
        lessonId: stuck,
        fileId,
        title: 'Stuck again',
        description: '',
      });
      await finishedJob(jobId);
      // Made to look as a runner that died mid-upload leaves it; quiet for a day, it may still be delivered again.
      const job = adminDb.doc(`videoJobs/${jobId}`);
      await job.update({ status: 'uploading', error: null, updatedAt: Timestamp.fromMillis(Date.now() - 24 * 3600 * 1000) });
      expect(await remove(stuck)).toBe(409);
      await job.update({ updatedAt: Timestamp.fromMillis(Date.now() - 8 * 24 * 3600 * 1000) });
      expect(await remove(stuck)).toBe(204);
      expect((await adminDb.doc(`lessons/${stuck}`).get()).exists).toBe(false);
      await cleanedUp(tutor.uid, fileId);
    },
  );

  it(
    'deletes a lesson whose video could not be published, with its kept upload, but not one still publishing',
    { timeout: 60_000 },
    async () => {
      const { tutor, fileId, lessonId } = await readyToPublish('Kamala Jayasuriya', 'Rejected');
      // Still processing, with no job run yet: not deletable.
      expect((await callApi(`/lessons/${lessonId}`, { method: 'DELETE', token: tutor.idToken })).status).toBe(409);

      const refreshToken = String((await adminDb.doc(`youtubeTokens/${tutor.uid}`).get()).get('refreshToken'));
      await fetch(`${OAUTH_URL}/revoke?token=${encodeURIComponent(refreshToken)}`, { method: 'POST' });
      const { jobId } = await startPublishing({ tutorId: tutor.uid, lessonId, fileId, title: 'Rejected', description: '' });
      expect(await finishedJob(jobId)).toMatchObject({ status: 'failed' });

      expect((await callApi(`/lessons/${lessonId}`, { method: 'DELETE', token: tutor.idToken })).status).toBe(204);
      expect((await adminDb.doc(`lessons/${lessonId}`).get()).exists).toBe(false);
      await cleanedUp(tutor.uid, fileId);
    },
  );
});
