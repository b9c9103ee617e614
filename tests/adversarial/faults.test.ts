import { connect } from 'node:net';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminDb } from '../support/admin.ts';
import { callApi } from '../support/api.ts';
import { signInWithGoogle, uniqueEmail } from '../support/auth.ts';
import { APP_URL } from '../support/emulators.ts';
import { startPublishing } from '../../functions/src/features/publishing/start-publishing.ts';
import {
  cleanedUp,
  eventually,
  expectResumedVideo,
  finishedJob,
  heldYoutubeUploads,
  holdNextYoutubeUploadAfter,
  readyToPublish,
  sendChunk,
  storedChunkSizes,
  storedChunks,
} from '../support/youtube.ts';
import {
  checkout,
  endMillis,
  ipayCallbackFields,
  orderDoc,
  paymentActivities,
  sendIpayCallback,
  signedInTutor,
  tutorDoc,
} from '../api/payments-fixtures.ts';
import { ROUTE_CASES, actorOf, wellFormedRequest, type ApiRequest } from './route-cases.ts';
import { killProcessConnectedFrom, redeliverDocumentCreated } from './support/function-workers.ts';
import { castUids, createCast, tokenOf, type Cast } from './support/identities.ts';
import { multipartBody } from './support/multipart.ts';
import { ROUTES, routeKey } from './support/routes.ts';
import { changedPaths, snapshot } from './support/snapshot.ts';

/** Requests that die halfway, duplicates that race, a chunk upload cut off. */
let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
}, 60_000);

const BOUNDARY = 'faultSuiteBoundary';

function bodyOf(request: ApiRequest): { contentType: string; body: Buffer } {
  if (request.multipart)
    return { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: multipartBody(request.multipart, BOUNDARY) };
  return { contentType: 'application/json', body: Buffer.from(JSON.stringify(request.json ?? { padding: 'x'.repeat(64) })) };
}

/** Sends the headers and half the body, then drops the connection, as a phone going into a tunnel would. */
function sendHalfAndHangUp(method: string, path: string, token: string | undefined, request: ApiRequest): Promise<void> {
  const { contentType, body } = bodyOf(request);
  const url = new URL(APP_URL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => {
      socket.write(
        `${method} /api${path} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n` +
          `${token ? `Authorization: Bearer ${token}\r\n` : ''}` +
          Object.entries(request.headers ?? {})
            .map(([name, value]) => `${name}: ${value}\r\n`)
            .join('') +
          '\r\n',
      );
      socket.write(body.subarray(0, Math.floor(body.length / 2)), () => setTimeout(() => socket.destroy(), 300));
    });
    socket.on('close', () => resolve());
    socket.on('error', reject);
  });
}

describe('a request cut off halfway: nothing changes and the API keeps answering', () => {
  for (const route of ROUTES.filter((r) => r.method !== 'get')) {
    const key = routeKey(route);
    const entry = ROUTE_CASES[key];
    const actor = entry && actorOf(entry);
    it(`${key}`, async () => {
      if (!entry || !actor)
        throw new Error(`add '${key}' with a caller who may use it to ROUTE_CASES in tests/adversarial/route-cases.ts`);
      const request = await wellFormedRequest(entry, route.path, cast);
      const before = await snapshot(castUids(cast));
      await sendHalfAndHangUp(route.method.toUpperCase(), request.path, tokenOf(cast, actor), request);
      await new Promise((r) => setTimeout(r, 500));
      expect(changedPaths(before, await snapshot(castUids(cast)))).toEqual([]);
      expect((await callApi('/health')).status).toBe(200);
      // The same request, sent whole, still gets its normal answer.
      const again = await wellFormedRequest(entry, route.path, cast);
      const { contentType, body } = bodyOf(again);
      const answer = await callApi(again.path, {
        method: route.method.toUpperCase(),
        token: tokenOf(cast, actor),
        body: new Uint8Array(body),
        headers: { ...again.headers, 'Content-Type': contentType },
      });
      expect(answer.status, answer.text).toBe(entry.status[actor]);
    });
  }
});

describe('duplicates that race', () => {
  it('five simultaneous first sign-ins of one tutor create one profile and set the role once', async () => {
    const user = await signInWithGoogle(uniqueEmail('race-tutor'), 'Race Tutor');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => callApi('/auth/tutor/session', { method: 'POST', token: user.idToken })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(200));
    const profiles = await adminDb.collection('tutors').where('email', '==', user.email).get();
    expect(profiles.docs.map((d) => d.id)).toEqual([user.uid]);
    expect((await adminAuth.getUser(user.uid)).customClaims).toEqual({ role: 'tutor' });
    expect(new Set(answers.map((a) => JSON.stringify((a.body as { tutor: unknown }).tutor))).size).toBe(1);
  });

  it('an iPay notification delivered twice at once pays the order once: one activity, one month added', async () => {
    const tutor = await signedInTutor('race-ipay');
    const order = await checkout(tutor, 'monthly', 'ipay');
    expect(order.status).toBe(200);
    const orderId = order.body.orderId;
    const fields = ipayCallbackFields(orderId, order.body.form?.fields.totalAmount ?? '', 'A');
    const answers = await Promise.all([sendIpayCallback(fields), sendIpayCallback(fields)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await orderDoc(orderId)).toMatchObject({ status: 'PAID' });
    expect(await paymentActivities(tutor.uid)).toBe(1);
    const paidUntil = endMillis(await tutorDoc(tutor.uid)) ?? 0;
    // One month from now, not two.
    expect(paidUntil - Date.now()).toBeLessThan(32 * 24 * 3600 * 1000);
    expect(paidUntil - Date.now()).toBeGreaterThan(27 * 24 * 3600 * 1000);
  });
});

describe('faults of the video upload and publishing', () => {
  it('a video chunk cut off halfway is not stored, and its retry is stored exactly once', async () => {
    const fileId = crypto.randomUUID();
    const chunk = { field: 'chunk', filename: 'blob', type: 'video/mp4', data: Buffer.alloc(512 * 1024, 9) };
    const request: ApiRequest = {
      path: '/lessons/upload-chunk',
      multipart: { fields: { fileId, chunkIndex: '3', totalChunks: '100' }, files: [chunk] },
    };
    await sendHalfAndHangUp('POST', request.path, cast.owner.idToken, request);
    await new Promise((r) => setTimeout(r, 500));
    expect(await storedChunks(cast.owner.uid, fileId)).toEqual([]);

    const retry = await sendChunk(cast.owner, { fileId, chunkIndex: 3 }, chunk.data);
    expect(retry.status, retry.text).toBe(200);
    expect(await storedChunkSizes(cast.owner.uid, fileId)).toEqual({ '3': chunk.data.length });
  });

  it(
    'a publishing job whose function instance dies midway resumes on the redelivered event: the video arrives whole, once',
    { timeout: 120_000 },
    async () => {
      const ready = await readyToPublish('Crash Tutor', 'Crashed lecture');
      const { tutor, fileId, title, lessonId } = ready;
      // YouTube has 1.5 MB of the video and is waiting for more when the instance dies.
      const heldAt = 1_500_000;
      await holdNextYoutubeUploadAfter(heldAt);
      const { jobId } = await startPublishing({ tutorId: tutor.uid, lessonId, fileId, title, description: '' });
      const [uploaderPort] = await eventually(async () => {
        const ports = await heldYoutubeUploads();
        return ports.length ? ports : undefined;
      });
      killProcessConnectedFrom(uploaderPort as number);
      await eventually(async () => ((await heldYoutubeUploads()).includes(uploaderPort as number) ? undefined : true));
      expect((await adminDb.doc(`videoJobs/${jobId}`).get()).get('status')).not.toBe('done');
      expect(await storedChunks(tutor.uid, fileId)).toHaveLength(100);

      // The dead runner's lease runs out (moved back here rather than waited for), and Cloud Functions
      // delivers the event again, as `retry: true` makes it do after a crash.
      await adminDb.doc(`uploads/${fileId}`).update({ leaseExpiresAt: Timestamp.fromMillis(Date.now() - 1000) });
      await redeliverDocumentCreated('publishVideo', `videoJobs/${jobId}`);

      expect(await finishedJob(jobId)).toMatchObject({ status: 'done' });
      await expectResumedVideo(ready, heldAt);
      await cleanedUp(tutor.uid, fileId);
    },
  );

  it('a runner that dies right after publishing leaves its clean-up to the redelivered event', { timeout: 120_000 }, async () => {
    const { tutor, fileId, title, lessonId } = await readyToPublish('Cleanup Tutor', 'Finished lecture');
    const { jobId } = await startPublishing({ tutorId: tutor.uid, lessonId, fileId, title, description: '' });
    expect(await finishedJob(jobId)).toMatchObject({ status: 'done' });
    await cleanedUp(tutor.uid, fileId);
    // As the runner would have left it, dead after marking the job done: its chunks and upload record.
    expect((await sendChunk(tutor, { fileId, chunkIndex: 0 }, Buffer.alloc(1000, 7))).status).toBe(200);
    await adminDb.doc(`uploads/${fileId}`).update({ jobId, status: 'publishing' });

    await redeliverDocumentCreated('publishVideo', `videoJobs/${jobId}`);
    await cleanedUp(tutor.uid, fileId);
    expect((await adminDb.doc(`videoJobs/${jobId}`).get()).get('status')).toBe('done');
  });
});
