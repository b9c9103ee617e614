import * as z from 'zod/mini';

/**
 * A Firestore document id taken from a URL or a body: Firestore refuses ids with a slash (after decoding,
 * `%2F` is one), `.` and `..`, and ids of the form `__name__`. Refusing them here answers 400
 * instead of letting the Admin SDK throw inside a handler.
 */
export const isDocumentId = (id: string) => !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);

export const ZDocumentId = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(128), z.refine(isDocumentId, 'Not a valid id.'));
