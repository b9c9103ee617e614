import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { OTHER_STUDENT, OTHER_TUTOR, STUDENT, TUTOR, daysFromNow, grant, lesson, setupRulesTest, type Seed } from './setup.ts';

const t = setupRulesTest('progress');

const own = `progress/${STUDENT}_L1`;

/** A published lesson L1 and a draft lesson L2 in course c1, and the student's grant for c1. */
function world(grantDays = 30): Seed {
  return {
    'lessons/L1': lesson('c1', TUTOR, 'published'),
    'lessons/L2': lesson('c1', TUTOR, 'draft'),
    ...grant('c1', STUDENT, TUTOR, grantDays),
  };
}

/** A progress write the rules accept for the student and lesson L1, with `extra` applied. */
function progress(extra: DocumentData = {}): DocumentData {
  return {
    studentId: STUDENT,
    lessonId: 'L1',
    courseId: 'c1',
    tutorId: TUTOR,
    status: 'in_progress',
    completedAt: null,
    updatedAt: serverTimestamp(),
    ...extra,
  };
}

/** The same record as stored earlier by a write (plain timestamps, for seeding). */
function stored(extra: DocumentData = {}): DocumentData {
  return progress({ updatedAt: daysFromNow(-1), ...extra });
}

describe('progress/{progressId}: reads', () => {
  it('lets the student get their record and list theirs', async () => {
    await t.seed({ ...world(), [own]: stored() });
    const student = t.as(STUDENT, 'student');
    await assertSucceeds(getDoc(doc(student, own)));
    await assertSucceeds(getDocs(query(collection(student, 'progress'), where('studentId', '==', STUDENT))));
  });

  it("denies the student's tutor (figures come through /api), another student, another tutor, anonymous, and unconstrained lists", async () => {
    await t.seed({ ...world(), [own]: stored() });
    await assertFails(getDoc(doc(t.as(TUTOR, 'tutor'), own)));
    await assertFails(getDocs(query(collection(t.as(TUTOR, 'tutor'), 'progress'), where('tutorId', '==', TUTOR))));
    await assertFails(getDoc(doc(t.as(OTHER_STUDENT, 'student'), own)));
    await assertFails(getDoc(doc(t.as(OTHER_TUTOR, 'tutor'), own)));
    await assertFails(getDoc(doc(t.asAnonymous(), own)));
    await assertFails(getDocs(collection(t.as(STUDENT, 'student'), 'progress')));
    await assertFails(getDocs(query(collection(t.as(TUTOR, 'tutor'), 'progress'), where('studentId', '==', STUDENT))));
  });

  it("lets a student find out their own record does not exist yet, but not someone else's", async () => {
    await t.seed(world());
    await assertSucceeds(getDoc(doc(t.as(STUDENT, 'student'), own)));
    await assertFails(getDoc(doc(t.as(OTHER_STUDENT, 'student'), own)));
    await assertFails(getDoc(doc(t.as(TUTOR, 'tutor'), own)));
  });
});

describe('progress/{progressId}: create', () => {
  it('lets the student start a published lesson while their grant is unexpired', async () => {
    await t.seed(world());
    await assertSucceeds(setDoc(doc(t.as(STUDENT, 'student'), own), progress()));
  });

  it("lets the student record a completion dated by the server, not by the student's device", async () => {
    await t.seed(world());
    const db = t.as(STUDENT, 'student');
    // A date of the student's choosing would forge the "Completed on" day and the learning streak.
    await assertFails(setDoc(doc(db, own), progress({ status: 'completed', completedAt: daysFromNow(-30) })));
    await assertFails(setDoc(doc(db, own), progress({ status: 'completed', completedAt: Timestamp.now() })));
    await assertSucceeds(setDoc(doc(db, own), progress({ status: 'completed', completedAt: serverTimestamp() })));
  });

  it("denies writing someone else's record", async () => {
    await t.seed({ ...world(), ...grant('c1', OTHER_STUDENT, TUTOR, 30) });
    const db = t.as(STUDENT, 'student');
    await assertFails(setDoc(doc(db, `progress/${OTHER_STUDENT}_L1`), progress({ studentId: OTHER_STUDENT })));
    await assertFails(setDoc(doc(db, `progress/${OTHER_STUDENT}_L1`), progress()));
  });

  it('denies a document id that does not match the lesson', async () => {
    await t.seed(world());
    await assertFails(setDoc(doc(t.as(STUDENT, 'student'), `progress/${STUDENT}_L9`), progress()));
  });

  it('denies writes once the grant has expired', async () => {
    await t.seed(world(-1));
    await assertFails(setDoc(doc(t.as(STUDENT, 'student'), own), progress()));
  });

  it('denies progress on a draft lesson and on a lesson that does not exist', async () => {
    await t.seed(world());
    const db = t.as(STUDENT, 'student');
    await assertFails(setDoc(doc(db, `progress/${STUDENT}_L2`), progress({ lessonId: 'L2' })));
    await assertFails(setDoc(doc(db, `progress/${STUDENT}_L3`), progress({ lessonId: 'L3' })));
  });

  it('denies extra fields and missing fields', async () => {
    await t.seed(world());
    const db = t.as(STUDENT, 'student');
    await assertFails(setDoc(doc(db, own), progress({ score: 100 })));
    const { completedAt: _omitted, ...withoutCompletedAt } = progress();
    await assertFails(setDoc(doc(db, own), withoutCompletedAt));
  });

  it("denies a tutorId or courseId other than the lesson's", async () => {
    await t.seed({ ...world(), ...grant('c2', STUDENT, OTHER_TUTOR, 30) });
    const db = t.as(STUDENT, 'student');
    await assertFails(setDoc(doc(db, own), progress({ tutorId: OTHER_TUTOR })));
    await assertFails(setDoc(doc(db, own), progress({ courseId: 'c2' })));
  });

  it('denies an unknown status and a completedAt that disagrees with the status', async () => {
    await t.seed(world());
    const db = t.as(STUDENT, 'student');
    await assertFails(setDoc(doc(db, own), progress({ status: 'done' })));
    await assertFails(setDoc(doc(db, own), progress({ status: 'completed', completedAt: null })));
    await assertFails(setDoc(doc(db, own), progress({ status: 'in_progress', completedAt: Timestamp.now() })));
  });

  it("records when the lesson was started, at the server's time only", async () => {
    await t.seed(world());
    const db = t.as(STUDENT, 'student');
    await assertFails(setDoc(doc(db, own), progress({ startedAt: daysFromNow(-7) })));
    await assertFails(setDoc(doc(db, own), progress({ startedAt: 'Monday' })));
    await assertSucceeds(setDoc(doc(db, own), progress({ startedAt: serverTimestamp() })));
  });

  it('denies an updatedAt set by the client instead of the server', async () => {
    await t.seed(world());
    await assertFails(setDoc(doc(t.as(STUDENT, 'student'), own), progress({ updatedAt: Timestamp.now() })));
  });

  it('denies the same uid without the student role, and anonymous', async () => {
    await t.seed(world());
    await assertFails(setDoc(doc(t.as(STUDENT, 'tutor'), own), progress()));
    await assertFails(setDoc(doc(t.asNoRole(STUDENT), own), progress()));
    await assertFails(setDoc(doc(t.asAnonymous(), own), progress()));
  });
});

describe('progress/{progressId}: update and delete', () => {
  it('lets the student complete a lesson they started, at the server time', async () => {
    await t.seed({ ...world(), [own]: stored() });
    const db = t.as(STUDENT, 'student');
    await assertFails(
      updateDoc(doc(db, own), { status: 'completed', completedAt: daysFromNow(-2), updatedAt: serverTimestamp() }),
    );
    const change = { status: 'completed', completedAt: serverTimestamp(), updatedAt: serverTimestamp() };
    await assertSucceeds(updateDoc(doc(db, own), change));
  });

  it('keeps the date of a completion: it may be recorded again, but not moved by the student', async () => {
    const completedAt = daysFromNow(-3);
    await t.seed({ ...world(), [own]: stored({ status: 'completed', completedAt }) });
    const db = t.as(STUDENT, 'student');
    await assertFails(updateDoc(doc(db, own), { completedAt: daysFromNow(-10), updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(db, own), { updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(db, own), { completedAt: serverTimestamp(), updatedAt: serverTimestamp() }));
  });

  it('only lets progress move forward: a completion is not undone, nor a started lesson unstarted', async () => {
    await t.seed({ ...world(), [own]: stored({ status: 'completed', completedAt: daysFromNow(-1) }) });
    const db = t.as(STUDENT, 'student');
    const back = (status: string) => updateDoc(doc(db, own), { status, completedAt: null, updatedAt: serverTimestamp() });
    await assertFails(back('in_progress'));
    await assertFails(back('not_started'));
    await t.seed({ ...world(), [own]: stored() });
    await assertFails(back('not_started'));
  });

  it('keeps the day the lesson was started when the student completes it later', async () => {
    const started = daysFromNow(-3);
    await t.seed({ ...world(), [own]: stored({ startedAt: started }) });
    const db = t.as(STUDENT, 'student');
    const completion = { status: 'completed', completedAt: serverTimestamp(), updatedAt: serverTimestamp() };
    // Moving it, dropping it or setting it again: the streak would gain or lose a day.
    await assertFails(updateDoc(doc(db, own), { ...completion, startedAt: serverTimestamp() }));
    await assertFails(setDoc(doc(db, own), progress(completion)));
    await assertSucceeds(setDoc(doc(db, own), progress(completion), { merge: true }));
    const saved = await getDoc(doc(db, own));
    expect((saved.data()?.startedAt as Timestamp).isEqual(started)).toBe(true);
  });

  it('lets a record written before startedAt existed gain it once, at the server time', async () => {
    await t.seed({ ...world(), [own]: stored({ status: 'not_started' }) });
    const db = t.as(STUDENT, 'student');
    await assertFails(
      updateDoc(doc(db, own), { status: 'in_progress', startedAt: daysFromNow(-3), updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(
      updateDoc(doc(db, own), { status: 'in_progress', startedAt: serverTimestamp(), updatedAt: serverTimestamp() }),
    );
  });

  describe('openedDays (the days a started lesson was opened again, for the streak)', () => {
    /** A day as yyyymmdd, UTC. */
    const dayNumber = (date: Date) => date.getUTCFullYear() * 10000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
    const DAY = 24 * 60 * 60 * 1000;
    const today = dayNumber(new Date());
    const open = (days: unknown) => ({ openedDays: days, updatedAt: serverTimestamp() });

    it('lets the student add today, as each day they open the lesson again', async () => {
      await t.seed({ ...world(), [own]: stored({ startedAt: daysFromNow(-3) }) });
      const db = t.as(STUDENT, 'student');
      await assertSucceeds(updateDoc(doc(db, own), open(arrayUnion(today))));
      // The same day again changes nothing; completing the lesson keeps the days.
      await assertSucceeds(updateDoc(doc(db, own), open(arrayUnion(today))));
      await assertSucceeds(
        setDoc(doc(db, own), progress({ status: 'completed', completedAt: serverTimestamp() }), { merge: true }),
      );
      expect((await getDoc(doc(db, own))).data()?.openedDays).toEqual([today]);
    });

    it('denies filling in past or future days, two days at once, a repeated day, or dropping one', async () => {
      const earlier = dayNumber(new Date(Date.now() - 2 * DAY));
      await t.seed({ ...world(), [own]: stored({ openedDays: [earlier] }) });
      const db = t.as(STUDENT, 'student');
      await assertFails(updateDoc(doc(db, own), open(arrayUnion(dayNumber(new Date(Date.now() - 3 * DAY))))));
      await assertFails(updateDoc(doc(db, own), open(arrayUnion(dayNumber(new Date(Date.now() + 2 * DAY))))));
      await assertFails(updateDoc(doc(db, own), open([earlier, today, today])));
      await assertFails(updateDoc(doc(db, own), open([earlier, String(today)])));
      await assertFails(updateDoc(doc(db, own), open([today, earlier])));
      await assertFails(updateDoc(doc(db, own), open([today])));
      await assertFails(updateDoc(doc(db, own), { openedDays: deleteField(), updatedAt: serverTimestamp() }));
      await assertSucceeds(updateDoc(doc(db, own), open([earlier, today])));
    });

    it("denies days on a new record (the day it starts is startedAt) and on another student's record", async () => {
      await t.seed(world());
      await assertFails(setDoc(doc(t.as(STUDENT, 'student'), own), progress({ openedDays: [today] })));
      await t.seed({ ...world(), [own]: stored() });
      await assertFails(updateDoc(doc(t.as(OTHER_STUDENT, 'student'), own), open(arrayUnion(today))));
    });
  });

  it('denies an update that leaves updatedAt stale', async () => {
    await t.seed({ ...world(), [own]: stored() });
    await assertFails(updateDoc(doc(t.as(STUDENT, 'student'), own), { status: 'completed', completedAt: serverTimestamp() }));
  });

  it('denies changing courseId, even to the course the lesson has since moved to', async () => {
    // The lesson now belongs to c2 and the student holds grants for both courses, so only the
    // rule that keeps courseId fixed stops this.
    await t.seed({
      'lessons/L1': lesson('c2', TUTOR, 'published'),
      ...grant('c1', STUDENT, TUTOR, 30),
      ...grant('c2', STUDENT, TUTOR, 30),
      [own]: stored(),
    });
    await assertFails(updateDoc(doc(t.as(STUDENT, 'student'), own), { courseId: 'c2', updatedAt: serverTimestamp() }));
  });

  it('denies updates after the grant has expired, and by another student', async () => {
    await t.seed({ ...world(-1), [own]: stored() });
    const change = { status: 'completed', completedAt: serverTimestamp(), updatedAt: serverTimestamp() };
    await assertFails(updateDoc(doc(t.as(STUDENT, 'student'), own), change));
    await assertFails(updateDoc(doc(t.as(OTHER_STUDENT, 'student'), own), change));
  });

  it("denies the student's tutor writing the student's progress", async () => {
    await t.seed({ ...world(), [own]: stored() });
    const tutor = t.as(TUTOR, 'tutor');
    const change = { status: 'completed', completedAt: serverTimestamp(), updatedAt: serverTimestamp() };
    await assertFails(updateDoc(doc(tutor, own), change));
    await assertFails(
      setDoc(doc(tutor, `progress/${STUDENT}_L1`), progress({ status: 'completed', completedAt: serverTimestamp() })),
    );
  });

  it('denies deleting progress, even the student’s own', async () => {
    await t.seed({ ...world(), [own]: stored() });
    await assertFails(deleteDoc(doc(t.as(STUDENT, 'student'), own)));
  });
});
