import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { OTHER_TUTOR, STUDENT, TUTOR, daysFromNow, setupRulesTest } from './setup.ts';

const t = setupRulesTest('orders');

const path = 'orders/ord1';

beforeEach(async () => {
  await t.seed({
    [path]: {
      tutorId: TUTOR,
      plan: 'monthly',
      amount: 2900,
      currency: 'USD',
      gateway: 'stripe',
      status: 'PENDING',
      createdAt: daysFromNow(0),
    },
  });
});

describe('orders/{orderId}', () => {
  it('lets the owning tutor get an order and list theirs', async () => {
    const db = t.as(TUTOR, 'tutor');
    await assertSucceeds(getDoc(doc(db, path)));
    await assertSucceeds(getDocs(query(collection(db, 'orders'), where('tutorId', '==', TUTOR))));
  });

  it('denies another tutor, a student, anonymous, and an unconstrained list', async () => {
    await assertFails(getDoc(doc(t.as(OTHER_TUTOR, 'tutor'), path)));
    await assertFails(getDoc(doc(t.as(STUDENT, 'student'), path)));
    await assertFails(getDoc(doc(t.asAnonymous(), path)));
    await assertFails(getDocs(collection(t.as(TUTOR, 'tutor'), 'orders')));
  });

  it('denies the tutor marking their order paid or creating one', async () => {
    const db = t.as(TUTOR, 'tutor');
    await assertFails(updateDoc(doc(db, path), { status: 'PAID' }));
    await assertFails(setDoc(doc(db, 'orders/ord2'), { tutorId: TUTOR, plan: 'annual', status: 'PAID' }));
  });
});
