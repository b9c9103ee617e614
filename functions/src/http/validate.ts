import type { NextFunction, Request, Response } from 'express';
import type * as z from 'zod/mini';
import '../lib/zod-english.js';
import { AppError } from './errors.js';

type Part = 'params' | 'query' | 'body';

/** The first message for each offending field, keyed by its dotted path (`''` for the whole value). */
function fieldMessages(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Parses `value` with `schema` or throws a 400 naming each bad field. */
export function parseOrThrow<S extends z.ZodMiniType>(schema: S, value: unknown, part: Part = 'body'): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = fieldMessages(result.error);
  const summary = Object.entries(fields)
    .map(([field, message]) => (field ? `${field}: ${message}` : message))
    .join('; ');
  throw new AppError('invalid-argument', `Invalid ${part === 'body' ? 'request' : part}: ${summary}`, fields);
}

/** Replaces req.params / req.query / req.body with their parsed (and stripped) values. */
export function validate(schemas: Partial<Record<Part, z.ZodMiniType>>) {
  return (req: Request, _res: Response, next: NextFunction) => {
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = schemas[part];
      if (!schema) continue;
      const parsed = parseOrThrow(schema, part === 'body' ? (req.body ?? {}) : req[part], part);
      // Express 5 exposes req.query as a getter: redefine instead of assigning.
      Object.defineProperty(req, part, { value: parsed, writable: true, configurable: true, enumerable: true });
    }
    next();
  };
}
