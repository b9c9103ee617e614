import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import Stripe from 'stripe';
import { PAYMENT_TEST_CREDENTIALS, STRIPE_API_URL } from '../../../emulators/config.ts';
import { adminDb } from '../../support/admin.ts';
import { callApi } from '../../support/api.ts';
import type { TestUser } from '../../support/auth.ts';
import { uniqueEmail } from '../../support/auth.ts';
import { waitForEmail } from '../../support/mailbox.ts';
import { createTutor, invite } from '../../support/people.ts';
import { createOnboardedStudent, fakeClientIp } from '../../support/students.ts';
import { connectYoutube, createVideoLesson, quickUpload, startConnecting } from '../../support/youtube.ts';
import { answerConsent } from '../../support/google-consent.ts';
import { checkout } from '../../api/payments-fixtures.ts';
import { courseFields, form, lessonFields, png } from '../../api/support/authoring.ts';
import type { Cast } from './identities.ts';

/**
 * The data the well-formed requests of ROUTE_CASES need (a course to read, an invitation token to
 * accept...). What a request only reads is made once per cast; what a request consumes is made
 * fresh for every request.
 */
const once = new Map<string, Promise<unknown>>();
function memo<T>(key: string, make: () => Promise<T>): Promise<T> {
  if (!once.has(key)) once.set(key, make());
  return once.get(key) as Promise<T>;
}

export interface SharedCourse {
  id: string;
  imageUrl: string;
}

/** One course of the owner, with a thumbnail. */
export const ownerCourse = (cast: Cast) =>
  memo(`course:${cast.owner.uid}`, async () => {
    const answer = await callApi<{ course: SharedCourse }>('/courses', {
      method: 'POST',
      token: cast.owner.idToken,
      body: form(courseFields(), { data: png() }),
    });
    if (answer.status !== 201) throw new Error(`course: ${answer.status} ${answer.text}`);
    return answer.body.course;
  });

/** A new text lesson of the owner's course, with a thumbnail; resolves with its id and thumbnail address. */
export async function newLesson(cast: Cast): Promise<{ id: string; thumbnailUrl: string }> {
  const course = await ownerCourse(cast);
  const answer = await callApi<{ lesson: { id: string; thumbnailUrl: string | null } }>('/lessons?type=text', {
    method: 'POST',
    token: cast.owner.idToken,
    body: form({ ...lessonFields(course.id), status: 'published' }, { data: png() }),
  });
  if (answer.status !== 201) throw new Error(`lesson: ${answer.status} ${answer.text}`);
  return { id: answer.body.lesson.id, thumbnailUrl: answer.body.lesson.thumbnailUrl ?? '' };
}

/** One lesson of the owner, for the routes that read or edit it. */
export const ownerLesson = (cast: Cast) => memo(`lesson:${cast.owner.uid}`, () => newLesson(cast));

/**
 * The owner's lesson as the Edit Lesson page opens it: its id and current `updatedAt`, which a save
 * must name (read afresh for every request, as each save by the owner changes it).
 */
export async function ownerLessonToEdit(cast: Cast): Promise<{ lessonId: string; seenUpdatedAt: string }> {
  const { id } = await ownerLesson(cast);
  const opened = await callApi<{ lesson: { updatedAt: string } }>(`/lessons/${id}`, { token: cast.owner.idToken });
  if (opened.status !== 200) throw new Error(`open lesson: ${opened.status} ${opened.text}`);
  return { lessonId: id, seenUpdatedAt: opened.body.lesson.updatedAt };
}

/** The owner with a connected YouTube channel (through the OAuth stand-in). */
export const ownerOnYoutube = (cast: Cast) =>
  memo(`youtube:${cast.owner.uid}`, async () => {
    const answer = await connectYoutube(cast.owner);
    if (answer.status !== 200) throw new Error(`connect YouTube: ${answer.status} ${answer.text}`);
  });

/**
 * A video lesson of the owner whose publishing job failed at YouTube's daily limit, its upload
 * kept: what publishing it again needs (fresh for every request, which publishes it).
 */
export async function failedVideoLesson(cast: Cast): Promise<{ lessonId: string }> {
  await ownerOnYoutube(cast);
  const fileId = await quickUpload(cast.owner);
  const lessonId = await createVideoLesson(cast.owner, 'Failed lecture');
  await adminDb.collection('videoJobs').add({
    tutorId: cast.owner.uid,
    lessonId,
    fileId,
    status: 'failed',
    bytesSent: 0,
    totalBytes: 0,
    youtubeVideoId: null,
    error: 'quota-exceeded',
    updatedAt: Timestamp.now(),
  });
  return { lessonId };
}

/** A started consent flow of the owner: the code and state the callback page would post, and the cookie. */
export async function consentedFlow(cast: Cast): Promise<{ code: string; state: string; cookie: string }> {
  const { url, cookie } = await startConnecting(cast.owner);
  const back = await answerConsent(url.toString());
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '', cookie };
}

/**
 * Invitations come from tutors of their own (not the cast's owner): a tutor holds at most 50
 * students, and the suites accept and reject hundreds of invitations.
 */
let inviter: { tutor: Promise<TestUser>; used: number } | undefined;
export async function freshInvitation(): Promise<{ invitationId: string; token: string }> {
  if (!inviter || inviter.used >= 25) inviter = { tutor: createTutor('Adversarial Inviter'), used: 0 };
  inviter.used += 1;
  const tutor = await inviter.tutor;
  const { invitationId, token } = await invite(tutor, uniqueEmail('adv-invitee'));
  return { invitationId, token };
}

/** A student of the owner's class (no account needed): what removing a student consumes. */
export async function ownerEnrolment(cast: Cast): Promise<{ studentId: string }> {
  const enrolment = adminDb.collection(`tutors/${cast.owner.uid}/students`).doc();
  const now = Timestamp.now();
  await enrolment.set({
    name: 'Leaving Student',
    email: uniqueEmail('adv-leaving'),
    status: 'inactive',
    inviteStatus: 'accepted',
    enrolledAt: now,
    enrolledCourses: [],
  });
  await adminDb.doc(`tutors/${cast.owner.uid}`).update({ studentCount: FieldValue.increment(1) });
  return { studentId: enrolment.id };
}

/** A client address of its own, so the per-address limit of the sign-in codes never interferes. */
export const clientAddress = () => ({ ip: fakeClientIp(), email: uniqueEmail('adv-code') });

/** An onboarded student with a fresh sign-in code in their inbox. */
export async function pendingLoginCode(): Promise<{ email: string; code: string; attempt: string }> {
  const student = await createOnboardedStudent('Adversarial Student', uniqueEmail('adv-login'));
  const answer = await callApi('/students/login/request-login-code', {
    method: 'POST',
    json: { email: student.email },
    headers: { 'X-Forwarded-For': fakeClientIp() },
  });
  if (answer.status !== 200) throw new Error(`request code: ${answer.status} ${answer.text}`);
  const code = /\b(\d{6})\b/.exec((await waitForEmail(student.email)).text)?.[1];
  if (!code) throw new Error('no sign-in code in the e-mail');
  return { email: student.email, code, attempt: String(answer.body.attempt) };
}

/** A pending iPay order of the owner, as the checkout leaves it. */
export async function ipayOrder(cast: Cast): Promise<{ orderId: string; amount: string }> {
  const answer = await checkout(cast.owner, 'monthly', 'ipay');
  if (answer.status !== 200 || !answer.body.form) throw new Error(`checkout: ${answer.status} ${answer.text}`);
  const fields = answer.body.form.fields;
  return { orderId: answer.body.orderId, amount: fields.totalAmount ?? '' };
}

/** The owner as a Stripe customer (made once in the Stripe stand-in; linked before every request, as a webhook would). */
export async function ownerStripeCustomer(cast: Cast): Promise<{ customer: string }> {
  const customer = await memo(`stripe-customer:${cast.owner.uid}`, async () => {
    const { hostname, port } = new URL(STRIPE_API_URL);
    const stripe = new Stripe(PAYMENT_TEST_CREDENTIALS.stripeSecretKey, { host: hostname, port, protocol: 'http' });
    return (await stripe.customers.create({ email: cast.owner.email })).id;
  });
  await adminDb.doc(`tutors/${cast.owner.uid}`).update({ stripeCustomerId: customer });
  return { customer };
}
