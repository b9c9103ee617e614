import { isDeepStrictEqual } from 'node:util';
import { adminAuth, adminDb } from '../../support/admin.ts';
import { eventually } from '../../support/youtube.ts';
import { modelCollections, topLevelName } from './data-model.ts';

/** Path → data of every document belonging to the given users, plus their Auth state. */
export type Snapshot = Map<string, unknown>;

const OWNER_FIELDS = ['tutorId', 'studentId', 'userId'] as const;

/**
 * A request that publishes a video (POST /lessons/{id}/publish-video) answers before its job has
 * run (a Firestore trigger): the data is compared once the users' uploads are no longer being
 * published (a job that finishes deletes its upload last; one that fails reopens it), so one
 * test's job never writes during another's.
 */
async function publishingAtRest(uids: readonly string[]): Promise<void> {
  const publishing = adminDb.collection('uploads').where('tutorId', 'in', uids).where('status', '==', 'publishing');
  await eventually(async () => ((await publishing.get()).empty ? true : undefined), 60_000);
}

/**
 * Everything the suite's own users have in the database: their profile documents, the tutor's
 * enrolments, every document of a data-model collection whose tutorId/studentId/userId is one of
 * them, and their Auth claims. Other tests share the emulators, so only the suite's users' data
 * is compared.
 */
export async function snapshot(uids: readonly string[]): Promise<Snapshot> {
  await publishingAtRest(uids);
  const result: Snapshot = new Map();
  const reads: Promise<void>[] = [];
  const addQuery = (query: FirebaseFirestore.Query) =>
    reads.push(
      query.get().then((s) => {
        for (const d of s.docs) result.set(d.ref.path, d.data());
      }),
    );
  for (const uid of uids) {
    for (const path of [`tutors/${uid}`, `students/${uid}`])
      reads.push(
        adminDb
          .doc(path)
          .get()
          .then((d) => void result.set(path, d.data() ?? null)),
      );
    addQuery(adminDb.collection(`tutors/${uid}/students`));
    reads.push(
      adminAuth.getUser(uid).then(
        (u) =>
          void result.set(`auth/${uid}`, {
            claims: u.customClaims ?? null,
            disabled: u.disabled,
            validSince: u.tokensValidAfterTime,
          }),
      ),
    );
  }
  for (const collection of modelCollections()) {
    const name = topLevelName(collection.path);
    if (!name) continue;
    for (const field of OWNER_FIELDS) {
      if (collection.fields.includes(field)) addQuery(adminDb.collection(name).where(field, 'in', uids));
    }
  }
  await Promise.all(reads);
  return result;
}

/** The paths whose data differs between two snapshots. */
export function changedPaths(before: Snapshot, after: Snapshot): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((path) => !isDeepStrictEqual(before.get(path), after.get(path))).sort();
}
