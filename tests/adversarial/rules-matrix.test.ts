import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  setLogLevel,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OPERATIONS,
  RULES_MATRIX,
  ROLES,
  SIGN_INS,
  WORLD,
  isAllowed,
  type CollectionRow,
  type Operation,
  type Role,
} from './rules-table.ts';
import { modelCollections } from './support/data-model.ts';

/**
 * firestore.rules, cell by cell: every collection × role × operation of RULES_MATRIX against one
 * seeded world, in a project of its own. Cells run in order (get, list, create, update, delete),
 * so an allowed write changes only what later cells of the same row expect.
 */
let env: RulesTestEnvironment;

beforeAll(async () => {
  setLogLevel('error'); // denied operations are the point; keep the SDK from warning about each
  env = await initializeTestEnvironment({
    projectId: 'demo-adversarial-rules',
    firestore: { rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8') },
  });
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await Promise.all(Object.entries(WORLD).map(([path, data]) => setDoc(doc(db, path), data)));
  });
});

afterAll(async () => {
  await env?.cleanup();
});

const clients = new Map<Role, Firestore>();

/** One signed-in client per role, reused across cells (creating one per cell is what costs time). */
function client(role: Role): Firestore {
  let db = clients.get(role);
  if (!db) {
    const context =
      role === 'anonymous'
        ? env.unauthenticatedContext()
        : env.authenticatedContext(SIGN_INS[role].uid, SIGN_INS[role].role ? { role: SIGN_INS[role].role } : {});
    db = context.firestore() as unknown as Firestore;
    clients.set(role, db);
  }
  return db;
}

function perform(db: Firestore, row: CollectionRow, role: Role, operation: Operation): Promise<unknown> {
  const uid = role === 'anonymous' ? 'anonymous' : SIGN_INS[role].uid;
  switch (operation) {
    case 'get':
      return getDoc(doc(db, row.doc));
    case 'list': {
      const { collection: name, constraints } = row.list(role);
      return getDocs(query(collection(db, name), ...constraints));
    }
    case 'create': {
      const { path, data } = row.create(uid);
      return setDoc(doc(db, path), data);
    }
    case 'update':
      return updateDoc(doc(db, row.doc), row.update);
    case 'delete':
      return deleteDoc(doc(db, row.doc));
  }
}

describe('rules matrix: every collection × role × {get, list, create, update, delete}', () => {
  it('has a row for every collection of docs/data-model.md', () => {
    const missing = modelCollections()
      .map((c) => c.path)
      .filter((path) => !RULES_MATRIX[path]);
    expect(missing, 'add these rows to RULES_MATRIX in tests/adversarial/rules-table.ts').toEqual([]);
  });

  for (const [name, row] of Object.entries(RULES_MATRIX)) {
    describe(name, () => {
      for (const role of ROLES) {
        for (const operation of OPERATIONS) {
          const allowed = isAllowed(row, role, operation);
          it(`${role} ${operation} → ${allowed ? 'allowed' : 'denied'}`, async () => {
            const attempt = perform(client(role), row, role, operation);
            await (allowed ? assertSucceeds(attempt) : assertFails(attempt));
          });
        }
      }
    });
  }
});
