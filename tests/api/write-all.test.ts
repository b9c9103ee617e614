import { describe, expect, it } from 'vitest';
import { writeAll } from '../../functions/src/lib/write-all.ts';
import { adminDb } from '../support/admin.ts';

describe('bulk writes after a request has changed one document', () => {
  it('write the others and count the one that failed, without an unhandled rejection', async () => {
    const lessons = adminDb.collection('write-all-test');
    const kept = [lessons.doc(), lessons.doc()];
    await Promise.all(kept.map((ref) => ref.set({ courseName: 'Old name' })));
    // Deleted meanwhile, as a lesson is while its course is renamed: updating it fails with NOT_FOUND.
    const gone = lessons.doc();

    const failed = await writeAll(
      [kept[0]!, gone, kept[1]!],
      (writer, ref) => writer.update(ref, { courseName: 'New name' }),
      'test',
    );

    expect(failed).toBe(1);
    const names = await Promise.all(kept.map(async (ref) => (await ref.get()).get('courseName') as unknown));
    expect(names).toEqual(['New name', 'New name']);
    expect((await gone.get()).exists).toBe(false);
  });
});
