import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminDb } from '../support/admin.ts';
import { callApi } from '../support/api.ts';
import { signInWithGoogle, uniqueEmail } from '../support/auth.ts';
import { APP_URL } from '../support/emulators.ts';
import { sendChunk, storedChunks } from '../support/youtube.ts';
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
    expect((await adminDb.collection(`uploads/${fileId}/chunks`).get()).size).toBe(0);

    const retry = await sendChunk(cast.owner, { fileId, chunkIndex: 3 }, chunk.data);
    expect(retry.status, retry.text).toBe(200);
    expect(retry.body).toMatchObject({ receivedChunks: 1, complete: false });
    expect(await storedChunks(cast.owner.uid, fileId)).toHaveLength(1);
    const receipts = await adminDb.collection(`uploads/${fileId}/chunks`).get();
    expect(receipts.docs.map((d) => d.get('size') as number)).toEqual([chunk.data.length]);
  });

  // Not written. The job runs in the `publishVideo` Firestore trigger; the Functions emulator never
  // re-delivers a trigger whose worker died (production retries it, and the job's lease lets the
  // retry resume), and firebase-tools runs every emulator in one process, so restarting Functions
  // means restarting the stack the other test files are using at the same time.
  it.skip('the Functions emulator restarted in the middle of a publishing job — not written: the emulator does not re-deliver a trigger, and a restart stops the shared stack', () =>
    undefined);
});
