import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_CHUNK_BYTES } from '../../functions/src/shared/schemas/upload-rules.ts';
import { adminAuth, adminDb } from '../support/admin.ts';
import { refreshIdToken, signInWithGoogle, uniqueEmail } from '../support/auth.ts';
import { newFileId, sendChunk, storedChunkSizes, storedChunks } from '../support/youtube.ts';
import { createTutor } from '../support/people.ts';

const uploadRecord = async (fileId: string) => (await adminDb.doc(`uploads/${fileId}`).get()).data();

describe('POST /api/lessons/upload-chunk', () => {
  it('stores a chunk in Cloud Storage and claims the upload for the tutor', async () => {
    const tutor = await createTutor('Nimal Perera');
    const fileId = newFileId();
    const answer = await sendChunk(tutor, { fileId, chunkIndex: 7 }, randomBytes(4096));
    expect(answer).toMatchObject({ status: 200, body: { fileId, chunkIndex: 7 } });
    expect(await storedChunks(tutor.uid, fileId)).toEqual([`uploads/${tutor.uid}/${fileId}/7`]);
    expect(await uploadRecord(fileId)).toMatchObject({ tutorId: tutor.uid, status: 'open', contentType: 'video/mp4' });
    expect(await storedChunkSizes(tutor.uid, fileId)).toEqual({ '7': 4096 });
  });

  it('accepts chunks out of order and a repeated chunk once, one stored object per distinct chunk', async () => {
    const tutor = await createTutor('Nimal Perera');
    const fileId = newFileId();
    for (const index of [99, 3, 3, 50])
      expect((await sendChunk(tutor, { fileId, chunkIndex: index }, randomBytes(100))).status).toBe(200);
    // A retried chunk replaces its first copy; it is not counted twice.
    expect((await sendChunk(tutor, { fileId, chunkIndex: 3 }, randomBytes(60))).status).toBe(200);
    expect(await storedChunkSizes(tutor.uid, fileId)).toEqual({ '99': 100, '3': 60, '50': 100 });

    const rest = Array.from({ length: 100 }, (_, i) => i).filter((i) => ![99, 3, 50].includes(i));
    for (const index of rest.reverse())
      expect((await sendChunk(tutor, { fileId, chunkIndex: index }, randomBytes(10))).status).toBe(200);
    expect(await storedChunks(tutor.uid, fileId)).toHaveLength(100);
  });

  it('refuses a chunk over the size limit with 413 and stores nothing', { timeout: 60_000 }, async () => {
    const tutor = await createTutor('Nimal Perera');
    const fileId = newFileId();
    const answer = await sendChunk(tutor, { fileId, chunkIndex: 0 }, Buffer.alloc(MAX_CHUNK_BYTES + 1));
    expect(answer).toMatchObject({ status: 413, body: { code: 'payload-too-large' } });
    expect(await uploadRecord(fileId)).toBeUndefined();
    expect(await storedChunks(tutor.uid, fileId)).toEqual([]);
  });

  it('refuses bad fields with 400 and stores nothing', async () => {
    const tutor = await createTutor('Nimal Perera');
    const fileId = newFileId();
    const bytes = randomBytes(10);
    const cases = [
      sendChunk(tutor, { fileId, chunkIndex: 100 }, bytes),
      sendChunk(tutor, { fileId, chunkIndex: -1 }, bytes),
      sendChunk(tutor, { fileId, chunkIndex: 'one' }, bytes),
      sendChunk(tutor, { fileId, chunkIndex: 0, totalChunks: 50 }, bytes),
      sendChunk(tutor, { fileId: '../../courses/x', chunkIndex: 0 }, bytes),
      sendChunk(tutor, { fileId, chunkIndex: 0 }, undefined),
      sendChunk(tutor, { fileId, chunkIndex: 0 }, new Uint8Array(0)),
    ];
    for (const answer of await Promise.all(cases))
      expect(answer).toMatchObject({ status: 400, body: { code: 'invalid-argument' } });
    expect(await uploadRecord(fileId)).toBeUndefined();
    expect(await storedChunks(tutor.uid, fileId)).toEqual([]);
  });

  it('refuses a chunk for another tutor’s file id with 403, storing nothing and leaving their upload alone', async () => {
    const owner = await createTutor('Nimal Perera');
    const intruder = await createTutor('Nimal Perera');
    const fileId = newFileId();
    await sendChunk(owner, { fileId, chunkIndex: 0 }, randomBytes(100));

    const answer = await sendChunk(intruder, { fileId, chunkIndex: 1 }, randomBytes(100));
    expect(answer).toMatchObject({ status: 403, body: { code: 'permission-denied', reason: 'upload-of-someone-else' } });
    expect(await storedChunks(intruder.uid, fileId)).toEqual([]);
    expect(await uploadRecord(fileId)).toMatchObject({ tutorId: owner.uid });
    expect(await storedChunkSizes(owner.uid, fileId)).toEqual({ '0': 100 });
  });

  it('refuses a chunk for a video already being published with 409, saying so in words the app translates', async () => {
    const tutor = await createTutor('Nimal Perera');
    const fileId = newFileId();
    await sendChunk(tutor, { fileId, chunkIndex: 0 }, randomBytes(100));
    await adminDb.doc(`uploads/${fileId}`).update({ status: 'publishing' });
    const answer = await sendChunk(tutor, { fileId, chunkIndex: 1 }, randomBytes(100));
    expect(answer).toMatchObject({
      status: 409,
      body: {
        code: 'failed-precondition',
        reason: 'video-already-publishing',
        message: 'This video is already being published.',
      },
    });
    expect(await storedChunkSizes(tutor.uid, fileId)).toEqual({ '0': 100 });
  });

  it('is for tutors only', async () => {
    let student = await signInWithGoogle(uniqueEmail('chunk-student'));
    await adminAuth.setCustomUserClaims(student.uid, { role: 'student' });
    student = await refreshIdToken(student);
    const fileId = newFileId();
    expect((await sendChunk(student, { fileId, chunkIndex: 0 }, randomBytes(10))).status).toBe(403);
    expect(await uploadRecord(fileId)).toBeUndefined();
  });
});
