import { z } from 'zod';

/**
 * A Firestore document id taken from a URL: Firestore refuses ids with a slash (after decoding,
 * `%2F` is one), `.` and `..`, and ids of the form `__name__`. Refusing them here answers 400
 * instead of letting the Admin SDK throw inside a handler.
 */
export const ZDocumentId = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .refine((id) => !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id), 'Not a valid id.');
