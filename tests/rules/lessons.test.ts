import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, orderBy, query, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { OTHER_TUTOR, STUDENT, TUTOR, grant, lesson, setupRulesTest } from './setup.ts';

const t = setupRulesTest('lessons');

const lessons = {
  'lessons/published': lesson('c1', TUTOR, 'published'),
  'lessons/draft': lesson('c1', TUTOR, 'draft'),
  'lessons/processing': lesson('c1', TUTOR, 'processing'),
};

/** The query a student's course page runs. */
function publishedLessonsOf(db: Firestore, courseId: string) {
  return query(
    collection(db, 'lessons'),
    where('courseId', '==', courseId),
    where('status', '==', 'published'),
    orderBy('createdAt'),
  );
}

describe('lessons/{lessonId}: the tutor', () => {
  it('lets the owning tutor get any of their lessons and list them', async () => {
    await t.seed(lessons);
    const db = t.as(TUTOR, 'tutor');
    await assertSucceeds(getDoc(doc(db, 'lessons/draft')));
    await assertSucceeds(getDocs(query(collection(db, 'lessons'), where('tutorId', '==', TUTOR))));
  });

  it('denies another tutor the lessons, and an unconstrained list', async () => {
    await t.seed(lessons);
    const db = t.as(OTHER_TUTOR, 'tutor');
    await assertFails(getDoc(doc(db, 'lessons/published')));
    await assertFails(getDocs(query(collection(db, 'lessons'), where('tutorId', '==', TUTOR))));
    await assertFails(getDocs(collection(t.as(TUTOR, 'tutor'), 'lessons')));
  });

  it('denies anonymous', async () => {
    await t.seed(lessons);
    await assertFails(getDoc(doc(t.asAnonymous(), 'lessons/published')));
  });

  it('denies the tutor writing lessons (server only)', async () => {
    await t.seed(lessons);
    await assertFails(updateDoc(doc(t.as(TUTOR, 'tutor'), 'lessons/draft'), { status: 'published' }));
  });
});

describe('lessons/{lessonId}: a student', () => {
  it('lets a student with an unexpired grant get a published lesson', async () => {
    await t.seed({ ...lessons, ...grant('c1', STUDENT, TUTOR, 30) });
    await assertSucceeds(getDoc(doc(t.as(STUDENT, 'student'), 'lessons/published')));
  });

  it('denies draft and processing lessons despite the grant', async () => {
    await t.seed({ ...lessons, ...grant('c1', STUDENT, TUTOR, 30) });
    const db = t.as(STUDENT, 'student');
    await assertFails(getDoc(doc(db, 'lessons/draft')));
    await assertFails(getDoc(doc(db, 'lessons/processing')));
  });

  it('denies a published lesson after the grant has expired', async () => {
    await t.seed({ ...lessons, ...grant('c1', STUDENT, TUTOR, -1) });
    await assertFails(getDoc(doc(t.as(STUDENT, 'student'), 'lessons/published')));
  });

  it('denies a published lesson of a course the student holds no grant for', async () => {
    await t.seed({ ...lessons, ...grant('c2', STUDENT, TUTOR, 30) });
    await assertFails(getDoc(doc(t.as(STUDENT, 'student'), 'lessons/published')));
  });

  it("allows listing a granted course's published lessons", async () => {
    await t.seed({ ...lessons, ...grant('c1', STUDENT, TUTOR, 30) });
    const snapshot = await assertSucceeds(getDocs(publishedLessonsOf(t.as(STUDENT, 'student'), 'c1')));
    expect(snapshot.docs.map((d) => d.id)).toEqual(['published']);
  });

  it('denies that list without a grant, after expiry, or without the status filter', async () => {
    await t.seed({ ...lessons, ...grant('c1', STUDENT, TUTOR, -1), ...grant('c2', STUDENT, TUTOR, 30) });
    const db = t.as(STUDENT, 'student');
    await assertFails(getDocs(publishedLessonsOf(db, 'c1')));
    await assertFails(getDocs(publishedLessonsOf(db, 'c3')));
    await assertFails(getDocs(query(collection(db, 'lessons'), where('courseId', '==', 'c2'))));
  });

  it('denies a granted student writing lessons', async () => {
    await t.seed({ ...lessons, ...grant('c1', STUDENT, TUTOR, 30) });
    const db = t.as(STUDENT, 'student');
    await assertFails(updateDoc(doc(db, 'lessons/published'), { views: 1000 }));
    await assertFails(setDoc(doc(db, 'lessons/mine'), lesson('c1', TUTOR)));
  });
});
