import { serverTimestamp, Timestamp, where, type DocumentData, type QueryConstraint } from 'firebase/firestore';

/**
 * THE rules matrix: every collection of docs/data-model.md × every role × {get, list, create,
 * update, delete}, with the operations each role may perform. rules-matrix.test.ts runs every cell
 * against firestore.rules; a collection of the data model without a row fails it.
 */

export const ROLES = ['anonymous', 'noRole', 'student', 'owningTutor', 'otherTutor', 'owningStudent'] as const;
export type Role = (typeof ROLES)[number];
export const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** The people of the matrix: `STUDENT` owns the student-side documents and holds a grant to c1. */
export const TUTOR = 'matrix-tutor';
export const OTHER_TUTOR = 'matrix-other-tutor';
export const STUDENT = 'matrix-student';
export const OTHER_STUDENT = 'matrix-other-student';
export const NO_ROLE = 'matrix-no-role';

/** Which uid and role claim each role signs in with (anonymous: not signed in). */
export const SIGN_INS: Record<Exclude<Role, 'anonymous'>, { uid: string; role?: 'tutor' | 'student' }> = {
  noRole: { uid: NO_ROLE },
  student: { uid: OTHER_STUDENT, role: 'student' },
  owningTutor: { uid: TUTOR, role: 'tutor' },
  otherTutor: { uid: OTHER_TUTOR, role: 'tutor' },
  owningStudent: { uid: STUDENT, role: 'student' },
};

const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => Timestamp.fromMillis(Date.now() + days * DAY);

export interface CollectionRow {
  /** A document of this collection in the seeded world. */
  doc: string;
  /** The query each role lists with: the owner's data as that kind of user would ask for it. */
  list: (role: Role) => { collection: string; constraints: QueryConstraint[] };
  /** A new document: where and what a role would create. */
  create: (uid: string) => { path: string; data: DocumentData };
  update: DocumentData;
  /** Space-separated operations each role may perform; every other cell must be denied. */
  allowed: Partial<Record<Role, string>>;
}

const isStudentSide = (role: Role) => role === 'student' || role === 'owningStudent';
const byTutor = (collection: string) => () => ({ collection, constraints: [where('tutorId', '==', TUTOR)] });
/** Tutors ask for the tutor's documents; students for the student's. */
const byTutorOrStudent = (collection: string) => (role: Role) => ({
  collection,
  constraints: [isStudentSide(role) ? where('studentId', '==', STUDENT) : where('tutorId', '==', TUTOR)],
});
const tutorOwned = (collection: string, data: DocumentData): Pick<CollectionRow, 'list' | 'create' | 'update'> => ({
  list: byTutor(collection),
  create: (uid) => ({ path: `${collection}/new-by-${uid}`, data: { ...data, tutorId: uid } }),
  update: { changed: true },
});
const serverOnly = (collection: string, id: string): CollectionRow => ({
  doc: `${collection}/${id}`,
  list: () => ({ collection, constraints: [] }),
  create: (uid) => ({ path: `${collection}/new-by-${uid}`, data: { by: uid } }),
  update: { changed: true },
  allowed: {},
});

/** The world every cell runs in. */
export const WORLD: Record<string, DocumentData> = {
  [`tutors/${TUTOR}`]: { name: 'Matrix Tutor', email: 'tutor@example.com', subscriptionStatus: 'ACTIVE' },
  [`tutors/${OTHER_TUTOR}`]: { name: 'Other Tutor', email: 'other@example.com', subscriptionStatus: 'ACTIVE' },
  [`tutors/${TUTOR}/students/${STUDENT}`]: { name: 'Matrix Student', email: 'student@example.com', status: 'active' },
  [`tutors/${TUTOR}/students/${OTHER_STUDENT}`]: { name: 'Other Student', email: 'other-student@example.com', status: 'active' },
  [`students/${STUDENT}`]: { name: 'Matrix Student', email: 'student@example.com' },
  'invitations/i1': { tutorId: TUTOR, email: 'invitee@example.com', status: 'PENDING', invitedAt: at(-1) },
  'courses/c1': { tutorId: TUTOR, name: 'Course', status: 'active', createdAt: at(-30) },
  'lessons/l1': { tutorId: TUTOR, courseId: 'c1', title: 'Lesson', type: 'text', status: 'published', updatedAt: at(-1) },
  'lessons/l2': { tutorId: TUTOR, courseId: 'c1', title: 'Lesson 2', type: 'text', status: 'published', updatedAt: at(-1) },
  [`grants/c1_${STUDENT}`]: {
    courseId: 'c1',
    studentId: STUDENT,
    tutorId: TUTOR,
    grantedAt: at(-30),
    expiresAt: at(30),
    status: 'active',
  },
  [`progress/${STUDENT}_l1`]: {
    studentId: STUDENT,
    lessonId: 'l1',
    courseId: 'c1',
    tutorId: TUTOR,
    status: 'in_progress',
    completedAt: null,
    updatedAt: at(-1),
  },
  'activities/a1': { tutorId: TUTOR, type: 'payment', title: 'Paid', createdAt: at(-1) },
  'notifications/n1': { userId: STUDENT, type: 'access_granted', title: 'New course', read: false, createdAt: at(-1) },
  'orders/o1': { tutorId: TUTOR, plan: 'monthly', status: 'PAID', createdAt: at(-1) },
  'videoJobs/j1': { tutorId: TUTOR, lessonId: 'l1', status: 'done', updatedAt: at(-1) },
  'uploads/f1': { tutorId: TUTOR },
  [`youtubeTokens/${TUTOR}`]: { refreshToken: 'secret' },
  'oauthStates/s1': { tutorId: TUTOR },
  'loginCodes/h1': { codeHash: 'x' },
  'rateLimits/r1': { count: 1 },
  'webhookEvents/stripe_e1': { processedAt: at(-1) },
  [`checkoutLocks/${TUTOR}`]: { orderId: 'o1', expiresAt: at(1) },
  [`lessonViews/${STUDENT}_l1`]: { tutorId: TUTOR, createdAt: at(-1) },
};

export const RULES_MATRIX: Record<string, CollectionRow> = {
  'tutors/{tutorId}': {
    doc: `tutors/${TUTOR}`,
    list: () => ({ collection: 'tutors', constraints: [] }),
    create: (uid) => ({ path: `tutors/${uid}`, data: { name: 'Me', subscriptionStatus: 'ACTIVE' } }),
    update: { subscriptionStatus: 'ACTIVE', subscriptionEndDate: at(365) },
    allowed: { owningTutor: 'get' },
  },
  'tutors/{tutorId}/students/{studentId}': {
    doc: `tutors/${TUTOR}/students/${STUDENT}`,
    list: () => ({ collection: `tutors/${TUTOR}/students`, constraints: [] }),
    create: (uid) => ({ path: `tutors/${TUTOR}/students/${uid}`, data: { name: 'Me', status: 'active' } }),
    update: { status: 'active', progress: 100 },
    allowed: { owningTutor: 'get list', owningStudent: 'get' },
  },
  'students/{studentId}': {
    doc: `students/${STUDENT}`,
    list: () => ({ collection: 'students', constraints: [] }),
    create: (uid) => ({ path: `students/${uid}`, data: { name: 'Me' } }),
    update: { name: 'Renamed' },
    // The student only: even the tutor who enrolled them reads tutors/{tutorId}/students instead.
    allowed: { owningStudent: 'get' },
  },
  'invitations/{invitationId}': {
    doc: 'invitations/i1',
    ...tutorOwned('invitations', { status: 'PENDING' }),
    // Read through /api only: not even the inviting tutor, with a query constrained to them.
    allowed: {},
  },
  'courses/{courseId}': {
    doc: 'courses/c1',
    ...tutorOwned('courses', { name: 'New', status: 'active' }),
    // A student with an unexpired grant reads the course, but cannot list courses.
    allowed: { owningTutor: 'get list', owningStudent: 'get' },
  },
  'lessons/{lessonId}': {
    doc: 'lessons/l1',
    ...tutorOwned('lessons', { courseId: 'c1', status: 'published' }),
    list: (role) => ({
      collection: 'lessons',
      constraints: isStudentSide(role)
        ? [where('courseId', '==', 'c1'), where('status', '==', 'published')]
        : [where('tutorId', '==', TUTOR)],
    }),
    allowed: { owningTutor: 'get list', owningStudent: 'get list' },
  },
  'grants/{courseId}_{studentId}': {
    doc: `grants/c1_${STUDENT}`,
    list: byTutorOrStudent('grants'),
    create: (uid) => ({ path: `grants/c1_${uid}`, data: { courseId: 'c1', studentId: uid, tutorId: TUTOR, expiresAt: at(365) } }),
    update: { expiresAt: at(365) },
    // The student's own; the granting tutor sees access through /api.
    allowed: { owningStudent: 'get list' },
  },
  'progress/{studentId}_{lessonId}': {
    doc: `progress/${STUDENT}_l1`,
    list: byTutorOrStudent('progress'),
    // Only a student with a grant may record progress, for their own id and a published lesson.
    create: (uid) => ({
      path: `progress/${uid}_l2`,
      data: {
        studentId: uid,
        lessonId: 'l2',
        courseId: 'c1',
        tutorId: TUTOR,
        status: 'in_progress',
        completedAt: null,
        updatedAt: serverTimestamp(),
      },
    }),
    update: { status: 'completed', completedAt: serverTimestamp(), updatedAt: serverTimestamp() },
    allowed: { owningStudent: 'get list create update' },
  },
  'activities/{activityId}': {
    doc: 'activities/a1',
    ...tutorOwned('activities', { type: 'payment' }),
    // Read through /api only (the tutor home), not even by the tutor they belong to.
    allowed: {},
  },
  'notifications/{notificationId}': {
    doc: 'notifications/n1',
    list: () => ({ collection: 'notifications', constraints: [where('userId', '==', STUDENT)] }),
    create: (uid) => ({ path: `notifications/new-by-${uid}`, data: { userId: uid, read: false } }),
    // The recipient may flip `read` and nothing else (a title change is refused even for them: see the extra row).
    update: { read: true },
    allowed: { owningStudent: 'get list update' },
  },
  'notifications/{notificationId} (other fields)': {
    doc: 'notifications/n1',
    list: () => ({ collection: 'notifications', constraints: [where('userId', '==', STUDENT)] }),
    create: (uid) => ({ path: `notifications/new-by-${uid}`, data: { userId: STUDENT, read: false } }),
    update: { title: 'Changed' },
    allowed: { owningStudent: 'get list' },
  },
  'orders/{orderId}': { doc: 'orders/o1', ...tutorOwned('orders', { status: 'PAID' }), allowed: { owningTutor: 'get list' } },
  'videoJobs/{jobId}': {
    doc: 'videoJobs/j1',
    ...tutorOwned('videoJobs', { status: 'done' }),
    allowed: { owningTutor: 'get list' },
  },
  'uploads/{fileId}': serverOnly('uploads', 'f1'),
  'youtubeTokens/{tutorId}': serverOnly('youtubeTokens', TUTOR),
  'oauthStates/{nonce}': serverOnly('oauthStates', 's1'),
  'loginCodes/{sha256(email)}_{sha256(attempt)}': serverOnly('loginCodes', 'h1'),
  'rateLimits/{kind}_{sha256(value)}': serverOnly('rateLimits', 'r1'),
  'webhookEvents/{gateway}_{eventId}': serverOnly('webhookEvents', 'stripe_e1'),
  'checkoutLocks/{tutorId}': serverOnly('checkoutLocks', TUTOR),
  'lessonViews/{studentId}_{lessonId}': serverOnly('lessonViews', `${STUDENT}_l1`),
};

export function isAllowed(row: CollectionRow, role: Role, operation: Operation): boolean {
  return (row.allowed[role] ?? '').split(' ').includes(operation);
}
