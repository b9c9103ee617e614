import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { OTHER_TUTOR, STUDENT, TUTOR, daysFromNow, setupRulesTest } from './setup.ts';

const t = setupRulesTest('video-jobs');

const path = 'videoJobs/j1';

beforeEach(async () => {
  await t.seed({
    [path]: {
      tutorId: TUTOR,
      lessonId: 'L1',
      fileId: 'f1',
      status: 'uploading',
      bytesSent: 1024,
      totalBytes: 4096,
      youtubeVideoId: null,
      error: null,
      updatedAt: daysFromNow(0),
    },
  });
});

describe('videoJobs/{jobId}', () => {
  it('lets the owning tutor get a job and list theirs', async () => {
    const db = t.as(TUTOR, 'tutor');
    await assertSucceeds(getDoc(doc(db, path)));
    await assertSucceeds(getDocs(query(collection(db, 'videoJobs'), where('tutorId', '==', TUTOR))));
  });

  it('denies another tutor, a student, anonymous, and an unconstrained list', async () => {
    await assertFails(getDoc(doc(t.as(OTHER_TUTOR, 'tutor'), path)));
    await assertFails(getDoc(doc(t.as(STUDENT, 'student'), path)));
    await assertFails(getDoc(doc(t.asAnonymous(), path)));
    await assertFails(getDocs(collection(t.as(TUTOR, 'tutor'), 'videoJobs')));
  });

  it('denies writes by the tutor (server only)', async () => {
    const db = t.as(TUTOR, 'tutor');
    await assertFails(updateDoc(doc(db, path), { status: 'done' }));
    await assertFails(setDoc(doc(db, 'videoJobs/j2'), { tutorId: TUTOR, lessonId: 'L1', status: 'queued' }));
  });
});
