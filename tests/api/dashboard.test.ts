import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STUDENT_IDS, DEMO_TUTOR_IDS } from '../../emulators/seed/demo-data.ts';
import { seedDemoData } from '../../emulators/seed/run.ts';
import type { TCourse } from '../../functions/src/shared/schemas/courses.ts';
import type { TStudentProfile, TTutorDashboardResponse } from '../../functions/src/shared/schemas/dashboard.ts';
import { callApi } from '../support/api.ts';
import { createCourse, createTutor, enrolStudent, saveAccess, signInAs } from '../support/people.ts';

const NIMAL = DEMO_TUTOR_IDS.nimal;
const AMAYA = DEMO_STUDENT_IDS.amaya;

describe('GET /api/tutors/dashboard/{tutorId}/dashboard on the demo data', () => {
  let dashboard: TTutorDashboardResponse;

  beforeAll(async () => {
    await seedDemoData();
    const nimal = await signInAs(NIMAL);
    const answer = await callApi<TTutorDashboardResponse>(`/tutors/dashboard/${NIMAL}/dashboard`, { token: nimal.idToken });
    expect(answer.status).toBe(200);
    dashboard = answer.body;
  }, 60_000);

  it("counts Nimal's students, active courses, lessons and completion rate", () => {
    // 5 enrolled students; 5 active courses (+1 draft); 13 lessons; 5 of the 15 student × published-lesson
    // pairs completed across the active courses, as the Course Progress Overview below adds them up.
    expect(dashboard.stats).toEqual({ totalStudents: 5, activeCourses: 5, totalLessons: 13, completionRate: 33 });
    const sum = (pick: (c: TTutorDashboardResponse['courseProgress'][number]) => number) =>
      dashboard.courseProgress.reduce((total, c) => total + pick(c), 0);
    expect([sum((c) => c.completed), sum((c) => c.tracked)]).toEqual([5, 15]);
    expect(dashboard.tutor).toMatchObject({
      id: NIMAL,
      name: 'Nimal Perera',
      email: 'nimal.perera@example.com',
      subscriptionStatus: 'ACTIVE',
      studentCount: 5,
      lessonCount: 13,
    });
  });

  it('lists the latest 5 activities, newest first, with their real times', () => {
    expect(dashboard.activity.map((a) => a.id)).toEqual([
      'demo-activity-07',
      'demo-activity-06',
      'demo-activity-05',
      'demo-activity-04',
      'demo-activity-03',
    ]);
    expect(dashboard.activity[0]).toMatchObject({
      type: 'lesson_completed',
      title: 'Dinuka Jayasinghe completed Cleaning Data with pandas',
      studentProfile: { name: 'Dinuka Jayasinghe' },
      metadata: { studentName: 'Dinuka Jayasinghe', lessonTitle: 'Cleaning Data with pandas' },
    });
    const daysAgo = (Date.now() - Date.parse(dashboard.activity[0]?.createdAt ?? '')) / 86_400_000;
    expect(daysAgo).toBeCloseTo(1, 1);
  });

  it('derives the upcoming tasks from the data: access ending, a pending invitation, drafts', () => {
    expect(dashboard.tasks.map(({ type, count }) => ({ type, count }))).toEqual([
      { type: 'expiring_access', count: 1 },
      { type: 'pending_invitations', count: 1 },
      { type: 'draft_lessons', count: 3 },
      { type: 'draft_courses', count: 1 },
    ]);
    const accessEndsInDays = (Date.parse(dashboard.tasks[0]?.dueAt ?? '') - Date.now()) / 86_400_000;
    expect(accessEndsInDays).toBeCloseTo(5, 1);
  });

  it('gives each active course the completion its card shows: enrolled students × published lessons', () => {
    const byCourse = Object.fromEntries(
      dashboard.courseProgress.map((c) => [c.courseId, [c.students, c.completed, c.tracked, c.completionRate]]),
    );
    expect(byCourse).toEqual({
      'demo-course-datascience': [1, 1, 2, 50],
      'demo-course-marketing': [1, 1, 1, 100],
      'demo-course-business': [1, 0, 2, 0],
      // Sanduni's completed UI/UX lesson no longer counts: her access has ended.
      'demo-course-uiux': [1, 0, 1, 0],
      'demo-course-python': [3, 3, 9, 33],
    });
    expect(dashboard.courseProgress[0]?.courseId).toBe('demo-course-datascience');
  });

  it('agrees with the Courses screen on every course', async () => {
    const nimal = await signInAs(NIMAL);
    const list = await callApi<{ courses: TCourse[] }>(`/courses/tutor/${NIMAL}`, { token: nimal.idToken });
    const cards = new Map(list.body.courses.map((course) => [course.id, [course.students, course.progress]]));
    for (const course of dashboard.courseProgress)
      expect([course.students, course.completionRate], course.name).toEqual(cards.get(course.courseId));
  });
});

describe('who may read a dashboard or a student profile', () => {
  it('refuses the dashboard without a token (401), to another tutor and to a student (403)', async () => {
    const path = `/tutors/dashboard/${NIMAL}/dashboard`;
    expect((await callApi(path)).status).toBe(401);
    const kavya = await signInAs(DEMO_TUTOR_IDS.kavya);
    expect(await callApi(path, { token: kavya.idToken })).toMatchObject({ status: 403, body: { code: 'permission-denied' } });
    const amaya = await signInAs(AMAYA);
    expect((await callApi(path, { token: amaya.idToken })).status).toBe(403);
  });

  it("gives a student their own profile and nobody else's", async () => {
    const path = `/students/${AMAYA}`;
    const amaya = await signInAs(AMAYA);
    const own = await callApi<TStudentProfile>(path, { token: amaya.idToken });
    expect(own).toMatchObject({ status: 200, body: { id: AMAYA, name: 'Amaya Fernando', avatarUrl: '/default-avatar.svg' } });

    expect((await callApi(path)).status).toBe(401);
    const dinuka = await signInAs(DEMO_STUDENT_IDS.dinuka);
    expect(await callApi(path, { token: dinuka.idToken })).toMatchObject({ status: 403, body: { code: 'permission-denied' } });
    const nimal = await signInAs(NIMAL);
    expect((await callApi(path, { token: nimal.idToken })).status).toBe(403);
  });
});

describe('the tutor home of a tutor whose students hold several courses', () => {
  it('counts a student whose courses end this week once, and each student whose access ends', async () => {
    const tutor = await createTutor('Tasks Tutor');
    const python = await createCourse(tutor.uid, 'Python Basics');
    const design = await createCourse(tutor.uid, 'Design Basics');
    const inDays = (days: number) => Date.now() + days * 86_400_000;
    const kasun = await enrolStudent(tutor, 'Kasun', 'Perera');
    const dilini = await enrolStudent(tutor, 'Dilini', 'Silva');
    const ruwan = await enrolStudent(tutor, 'Ruwan', 'Fernando');
    expect((await saveAccess(tutor, kasun.uid, { expiresAt: inDays(3), courseIds: [python, design] })).status).toBe(200);
    expect((await saveAccess(tutor, dilini.uid, { expiresAt: inDays(2), courseIds: [python] })).status).toBe(200);
    // Not within the week: no task for Ruwan.
    expect((await saveAccess(tutor, ruwan.uid, { expiresAt: inDays(30), courseIds: [design] })).status).toBe(200);

    const answer = await callApi<TTutorDashboardResponse>(`/tutors/dashboard/${tutor.uid}/dashboard`, { token: tutor.idToken });
    const task = answer.body.tasks.find((t) => t.type === 'expiring_access');
    expect(task?.count).toBe(2);
    // Due when the first of them ends: Dilini's, in two days.
    expect((Date.parse(task?.dueAt ?? '') - Date.now()) / 86_400_000).toBeCloseTo(2, 1);
  });
});
