import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { STUDENT, TUTOR, setupRulesTest } from './setup.ts';

const t = setupRulesTest('server-only');

/** Server bookkeeping, each shaped so that an ownership rule, were there one, would match TUTOR. */
const docs = {
  'uploads/f1': { tutorId: TUTOR, fileId: 'f1', chunks: 3 },
  [`youtubeTokens/${TUTOR}`]: { tutorId: TUTOR, refreshToken: 'secret' },
  'oauthStates/nonce1': { tutorId: TUTOR, createdAt: 0 },
  'loginCodes/hash1': { userId: TUTOR, codeHash: 'x' },
  [`rateLimits/login_${TUTOR}`]: { userId: TUTOR, count: 1 },
  'webhookEvents/stripe_evt1': { tutorId: TUTOR, processedAt: 0 },
  [`checkoutLocks/${TUTOR}`]: { tutorId: TUTOR, orderId: 'o1', expiresAt: 0 },
  [`lessonViews/${STUDENT}_L1`]: { tutorId: TUTOR, studentId: STUDENT, lessonId: 'L1' },
  'somethingElse/x1': { tutorId: TUTOR, userId: TUTOR, studentId: STUDENT },
};

beforeEach(async () => {
  await t.seed(docs);
});

describe('server-only collections', () => {
  it('still lets a client read what the rules do open (the seeded data is reachable)', async () => {
    await t.seed({ [`tutors/${TUTOR}`]: { name: 'Alice' } });
    await assertSucceeds(getDoc(doc(t.as(TUTOR, 'tutor'), `tutors/${TUTOR}`)));
  });

  it.each(Object.keys(docs))('denies every client reading or writing %s', async (path) => {
    const [collectionId = ''] = path.split('/');
    for (const db of [t.as(TUTOR, 'tutor'), t.as(STUDENT, 'student'), t.asAnonymous()]) {
      await assertFails(getDoc(doc(db, path)));
      await assertFails(getDocs(collection(db, collectionId)));
      await assertFails(setDoc(doc(db, path), { tutorId: TUTOR }));
    }
  });
});
