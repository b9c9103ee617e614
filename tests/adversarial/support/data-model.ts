import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A collection of docs/data-model.md: its path pattern and the fields its row lists. */
export interface ModelCollection {
  /** e.g. `tutors/{tutorId}/students/{studentId}` */
  path: string;
  fields: string;
}

const DATA_MODEL = join(import.meta.dirname, '..', '..', '..', 'docs', 'data-model.md');

/**
 * Every collection named in the first column of the data model's table (server bookkeeping
 * collections included): the suites that must cover "every collection" read their list from here.
 */
export function modelCollections(markdown = readFileSync(DATA_MODEL, 'utf8')): ModelCollection[] {
  const collections: ModelCollection[] = [];
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('| `')) continue;
    const [, first = '', , fields = ''] = line.split('|');
    for (const match of first.matchAll(/`([^`]*\/\{[^`]*)`/g)) {
      if (match[1]) collections.push({ path: match[1], fields });
    }
  }
  if (!collections.length) throw new Error(`found no collections in ${DATA_MODEL}`);
  return collections;
}

/** `courses/{courseId}` → `courses`; subcollections are not top-level. */
export function topLevelName(path: string): string | undefined {
  const parts = path.split('/');
  return parts.length === 2 ? parts[0] : undefined;
}
