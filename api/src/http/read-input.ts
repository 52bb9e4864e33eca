import type { ErrorBody } from '@booking/shared/contract/error-body';
import type { Operation, OperationInput } from '@booking/shared/contract/operation';
import { toFieldErrors } from '@booking/shared/forms/field-errors';
import type { Context } from 'hono';
import * as z from 'zod/mini';

type Read<T> = { ok: true; value: T } | { ok: false; error: ErrorBody['error'] };

// application/json and application/<x>+json, with parameters.
const JSON_TYPE = /^application\/([a-z-.]+\+)?json(;\s*[a-zA-Z0-9-]+=([^;]+))*$/;

/**
 * Reads and validates the parts of a request its operation declares. A failure is 400
 * invalid_input with field codes keyed by `params`, `query`, `headers` or `body` for a
 * problem with the whole part. A body sent with another content type is read as `{}` (so
 * its fields are `required`): accepting text/plain would let any site post a login form
 * here without a CORS preflight.
 */
export async function readInput<O extends Operation>(c: Context, op: O): Promise<Read<OperationInput<O>>> {
  const fields: Fields = {};
  const part = partReader(fields);
  const params = part(op.params, c.req.param(), 'params');
  const query = part(op.query, queryOf(c), 'query');
  const headers = op.signed ? undefined : part(op.headers, c.req.header(), 'headers');
  let body: unknown;
  if (op.body && !op.signed) {
    const raw = await jsonBody(c);
    if (!raw.ok) return { ok: false, error: { code: 'invalid_input', fields: { body: [{ code: 'invalid_json' }] } } };
    body = part(op.body, raw.value, 'body');
  }
  if (Object.keys(fields).length > 0) return { ok: false, error: { code: 'invalid_input', fields } };
  // Each part was parsed by the schema the type names (or is absent exactly when the
  // operation declares none): the one place where the parsed values meet their static type.
  return { ok: true, value: { params, query, headers, body } as OperationInput<O> };
}

/**
 * The path parameters alone, checked as readInput checks them: for a staff operation whose
 * path names what the caller must own, read before the rest (http/staff-access.ts).
 */
export function readParams<O extends Operation>(c: Context, op: O): Read<OperationInput<O>['params']> {
  const fields: Fields = {};
  const params = partReader(fields)(op.params, c.req.param(), 'params');
  if (Object.keys(fields).length > 0) return { ok: false, error: { code: 'invalid_input', fields } };
  // Parsed by the schema the type names, as in readInput.
  return { ok: true, value: params as OperationInput<O>['params'] };
}

type Fields = NonNullable<ErrorBody['error']['fields']>;

/** Parses one part with its schema; a failure adds its field codes to `fields` and gives undefined. */
const partReader =
  (fields: Fields) =>
  (schema: z.ZodMiniType | undefined, value: unknown, rootKey: string): unknown => {
    if (!schema) return undefined;
    const result = z.safeParse(schema, value);
    if (result.success) return result.data;
    Object.assign(fields, toFieldErrors(result.error.issues, value, rootKey));
    return undefined;
  };

/** One value per name; a repeated name keeps all of its values, as Hono's validator did. */
function queryOf(c: Context): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(c.req.queries()).map(([name, values]) => [name, values.length === 1 ? (values[0] ?? '') : values]),
  );
}

/** UTF-8's byte order mark, EF BB BF. */
const BOM = [0xef, 0xbb, 0xbf];
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The body as JSON (RFC 8259): UTF-8 without a byte order mark. It is decoded here, from the
 * bytes, so that one rule holds whichever way the body arrived: the platform's decoders drop a
 * BOM silently and turn bytes that are no UTF-8 into U+FFFD, which would then be stored.
 * Either is `invalid_json`, on every operation alike.
 */
async function jsonBody(c: Context): Promise<{ ok: true; value: unknown } | { ok: false }> {
  if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) return { ok: true, value: {} };
  try {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (BOM.every((byte, i) => bytes[i] === byte)) return { ok: false };
    return { ok: true, value: JSON.parse(utf8.decode(bytes)) };
  } catch {
    return { ok: false };
  }
}
