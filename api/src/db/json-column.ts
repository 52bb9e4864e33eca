import * as z from 'zod/mini';

/**
 * A json or jsonb value of a row, checked against the shape the code relies on. PGlite and
 * postgres.js do not agree on which json values they parse, so the value may come as the
 * object or as its text; both read the same here. For columns holding objects and arrays
 * only: a json string would be taken for the text of one.
 */
export function jsonColumn<S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> {
  return z.parse(schema, typeof value === 'string' ? JSON.parse(value) : value);
}

/** As `jsonColumn`, for a value that may not read (a stored snapshot of an older shape): null then. */
export function jsonColumnOrNull<S extends z.ZodMiniType>(schema: S, value: unknown): z.infer<S> | null {
  let parsed: unknown;
  try {
    parsed = typeof value === 'string' ? JSON.parse(value) : value;
  } catch {
    return null;
  }
  const checked = z.safeParse(schema, parsed);
  return checked.success ? checked.data : null;
}
