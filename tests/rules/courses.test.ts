import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { addDoc, collection, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { OTHER_STUDENT, OTHER_TUTOR, STUDENT, TUTOR, course, grant, setupRulesTest } from './setup.ts';

const t = setupRulesTest('courses');

describe('courses/{courseId}: the tutor', () => {
  it('lets the owning tutor get the course and list their courses', async () => {
    await t.seed({ 'courses/c1': course(TUTOR) });
    const db = t.as(TUTOR, 'tutor');
    await assertSucceeds(getDoc(doc(db, 'courses/c1')));
    await assertSucceeds(getDocs(query(collection(db, 'courses'), where('tutorId', '==', TUTOR))));
  });

  it("denies another tutor's course, and an unconstrained list", async () => {
    await t.seed({ 'courses/c1': course(TUTOR), 'courses/c2': course(OTHER_TUTOR) });
    const db = t.as(TUTOR, 'tutor');
    await assertFails(getDoc(doc(db, 'courses/c2')));
    await assertFails(getDocs(query(collection(db, 'courses'), where('tutorId', '==', OTHER_TUTOR))));
    await assertFails(getDocs(collection(db, 'courses')));
  });

  it('denies anonymous and a student whose uid is the owner', async () => {
    await t.seed({ 'courses/c1': course(TUTOR) });
    await assertFails(getDoc(doc(t.asAnonymous(), 'courses/c1')));
    await assertFails(getDoc(doc(t.as(TUTOR, 'student'), 'courses/c1')));
  });

  it('denies the tutor writing courses (server only)', async () => {
    await t.seed({ 'courses/c1': course(TUTOR) });
    const db = t.as(TUTOR, 'tutor');
    await assertFails(updateDoc(doc(db, 'courses/c1'), { name: 'Renamed' }));
    await assertFails(addDoc(collection(db, 'courses'), course(TUTOR)));
  });
});

describe('courses/{courseId}: a student', () => {
  it('lets a student with an unexpired grant get the course', async () => {
    await t.seed({ 'courses/c1': course(TUTOR), ...grant('c1', STUDENT, TUTOR, 30) });
    await assertSucceeds(getDoc(doc(t.as(STUDENT, 'student'), 'courses/c1')));
  });

  it('denies the course once the grant has expired, even while its status still says active', async () => {
    await t.seed({ 'courses/c1': course(TUTOR), ...grant('c1', STUDENT, TUTOR, -1) });
    await assertFails(getDoc(doc(t.as(STUDENT, 'student'), 'courses/c1')));
  });

  it('denies a course the student holds no grant for (a grant elsewhere, or only another student’s)', async () => {
    await t.seed({
      'courses/c1': course(TUTOR),
      'courses/c2': course(TUTOR),
      ...grant('c2', STUDENT, TUTOR, 30),
      ...grant('c1', OTHER_STUDENT, TUTOR, 30),
    });
    await assertFails(getDoc(doc(t.as(STUDENT, 'student'), 'courses/c1')));
  });

  it('denies a student listing courses, even with a grant', async () => {
    await t.seed({ 'courses/c1': course(TUTOR), ...grant('c1', STUDENT, TUTOR, 30) });
    await assertFails(getDocs(query(collection(t.as(STUDENT, 'student'), 'courses'), where('tutorId', '==', TUTOR))));
  });

  it('denies a granted student writing the course', async () => {
    await t.seed({ 'courses/c1': course(TUTOR), ...grant('c1', STUDENT, TUTOR, 30) });
    const db = t.as(STUDENT, 'student');
    await assertFails(updateDoc(doc(db, 'courses/c1'), { name: 'Mine now' }));
    await assertFails(setDoc(doc(db, 'courses/c9'), course(STUDENT)));
  });
});
