import * as z from 'zod/mini';
import { isDocumentId } from './id-rules.js';

export const ZDocumentId = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(128), z.refine(isDocumentId, 'Not a valid id.'));
