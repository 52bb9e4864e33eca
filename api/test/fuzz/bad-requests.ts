import { errorBodySchema } from '@booking/shared/contract/error-body';
import type { Operation } from '@booking/shared/contract/operation';
import { errorsOf } from '@booking/shared/contract/operation-errors';
import { OPERATIONS } from '@booking/shared/contract/operations';
import fc from 'fast-check';
import * as z from 'zod/mini';

/*
 * Bad requests for the write operations of the contract's list (issue 12, "prove it for
 * every operation"): a body that is mostly what the operation takes with one value made bad,
 * or no JSON at all, or another content type, or a bad path parameter. The property is what
 * an API client relies on: never a 5xx, every error in the one shape, and an invalid_input
 * names the field.
 */

type JsonSchema = Record<string, unknown>;

export type BadRequest = {
  /** What was made bad, for the report. */
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | undefined;
};

export const WRITE_OPERATIONS: readonly Operation[] = OPERATIONS.filter((op) => op.method !== 'get');

const schemaOf = (schema: z.ZodMiniType): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return rest;
};

const isObject = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null;

/** Values a lenient schema would take and this API must refuse (or take) without failing. */
const CONTROL = ['\u0000', '\u0001', '\u001b', '\u007f', '\u202e', '\u2066', '\u200b', '\r\n', '\ud800', '\udfff'];
const nastyString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'A\u0000B',
    '\ud800',
    'Hallo A\r\nBcc: x@example.com',
    '\u202eevil',
    '\u200b\u200b',
    '9999-12-31T23:30:00+00:00',
    '9999-12-31T23:30:00+00:00[Europe/Berlin]',
    '+275760-09-13T00:00:00Z',
    '10000-01-01T00:00:00+01:00',
    '2026-02-30T10:00:00+01:00',
    '2026-03-04T10:00:00+01:00[Nowhere/Land]',
    '2026-03-04T10:00:00+01:00[America/New_York]',
    '2026-03-04T25:61:00+01:00',
    '0000-01-01',
    '2026-13-01',
    '00000000-0000-0000-0000-000000000000',
    'not-a-uuid',
    '../../etc/passwd',
    "'; DROP TABLE appointments; --",
    '%00',
    '{{constructor}}',
    '__proto__',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc
    .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 8 }))
    .map((parts) => parts.join('')),
  // Past every length limit (the body limit is 64 KB; these stay under it).
  fc.integer({ min: 300, max: 20_000 }).map((n) => 'x'.repeat(n)),
);

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.constantFrom(
    -1,
    0,
    -0,
    1.5,
    2 ** 31,
    2 ** 53 + 2,
    -(2 ** 63),
    1e308,
    Number.MIN_VALUE,
    true,
    false,
    null,
    [],
    {},
    [null],
    { a: 1 },
  ),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.array(nastyString, { maxLength: 3 }),
);

/** Something the schema takes (as far as JSON Schema tells), for the parts left good. */
function goodValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length) return fc.constantFrom(...schema.enum);
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(alternatives) && alternatives.length) {
    return fc.oneof(...alternatives.map((s) => goodValue(s, depth + 1)));
  }
  if (Array.isArray(schema.allOf) && isObject(schema.allOf[0])) return goodValue(schema.allOf[0], depth + 1);
  switch (schema.type) {
    case 'object': {
      const properties = isObject(schema.properties) ? schema.properties : {};
      const required = new Set(Array.isArray(schema.required) ? schema.required : []);
      const entries = Object.entries(properties).filter((entry): entry is [string, JsonSchema] => isObject(entry[1]));
      const shape = Object.fromEntries(entries.map(([key, value]) => [key, goodValue(value, depth + 1)]));
      // Optional keys come and go.
      return fc.record(shape, { requiredKeys: [...required].filter((key): key is string => key in shape) });
    }
    case 'array': {
      const items = isObject(schema.items) ? schema.items : {};
      const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const max = Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 3, min + 3);
      return fc.array(goodValue(items, depth + 1), { minLength: min, maxLength: max });
    }
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
      const max = typeof schema.maximum === 'number' ? schema.maximum : min + 100;
      return fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return goodString(schema);
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.constant(null));
  }
}

function goodString(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'email':
      return fc.constantFrom('anna@example.com', 'b.c@example.org');
    case 'date':
      return fc.constantFrom('2026-03-04', '2026-03-29', '2026-10-25');
    case 'date-time':
      return fc.constantFrom('2026-03-04T10:00:00+01:00', '2026-03-04T09:00:00Z');
  }
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= 200);
    } catch {
      // A pattern JavaScript cannot read: any short text.
    }
  }
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = Math.min(typeof schema.maxLength === 'number' ? schema.maxLength : 30, min + 30);
  return fc.string({ minLength: min, maxLength: max, unit: 'grapheme-ascii' });
}

/** Every path to a value inside `value` (the root as []). */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const here = [prefix];
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, i) => pathsOf(item, [...prefix, i]))];
  if (isObject(value)) return [...here, ...Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...prefix, k]))];
  return here;
}

function replaced(value: unknown, path: (string | number)[], by: unknown): unknown {
  if (path.length === 0) return by;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? replaced(item, rest, by) : item));
  if (isObject(value)) return { ...value, [head]: replaced(value[head], rest, by) };
  return value;
}

const PARAM_VALUES: Record<string, readonly string[]> = {
  organization: ['demo-salon', 'demo-restaurant', 'demo-closed'],
  branch: ['mitte', 'altona', 'kreuzberg', 'schwabing'],
};

const goodParam = (name: string) =>
  PARAM_VALUES[name] ? fc.constantFrom(...(PARAM_VALUES[name] ?? [])) : fc.uuid({ version: 4 });

/** A lone surrogate has no UTF-8: it goes as the bytes a careless client would send for it. */
const encodePart = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
};

const badParam = fc.oneof(
  nastyString.map(encodePart),
  fc.constantFrom('%', '%ZZ', '%00', '%C0%AF', '%ED%A0%80', '..', '%2e%2e', 'a%2Fb', ' ', 'x'.repeat(5000)),
);

function pathWith(op: Operation, values: Record<string, string>): string {
  return op.path.replace(/\{([A-Za-z_]+)\}/g, (_, name: string) => values[name] ?? 'x');
}

const paramNames = (op: Operation) => [...op.path.matchAll(/\{([A-Za-z_]+)\}/g)].map((m) => m[1] ?? '');

/**
 * A bad request for `op`, sent as its client would send it otherwise: an allowed Origin
 * and (for the staff calls) the session cookie, an Idempotency-Key where one is declared.
 */
export function badRequest(op: Operation, context: { origin: string; cookie: string }): fc.Arbitrary<BadRequest> {
  const names = paramNames(op);
  const goodParams = fc.record(Object.fromEntries(names.map((name) => [name, goodParam(name)])));
  const bodySchema = op.body ? schemaOf(op.body) : null;
  const goodBody = bodySchema ? goodValue(bodySchema) : fc.constant(undefined);
  const baseHeaders = fc.record({
    'idempotency-key': fc.uuid({ version: 4 }),
    'x-test-client': fc.uuid({ version: 4 }),
  });
  const headersFor = (extra: Record<string, string>) =>
    baseHeaders.map((h) => ({ ...h, origin: context.origin, cookie: context.cookie, ...extra }));
  const json = { 'content-type': 'application/json' };
  const request = (kind: string, params: Record<string, string>, headers: Record<string, string>, body?: string) => ({
    kind,
    method: op.method.toUpperCase(),
    path: pathWith(op, params),
    headers,
    body,
  });

  const oneBadValue = fc
    .tuple(goodParams, goodBody, nastyValue, fc.nat(), headersFor(json))
    .map(([params, body, nasty, pick, headers]) => {
      const paths = pathsOf(body);
      const path = paths[pick % paths.length] ?? [];
      return request(
        `bad value at ${path.join('.') || 'body'}`,
        params,
        headers,
        JSON.stringify(replaced(body, path, nasty)),
      );
    });
  const missingValue = fc
    .tuple(goodParams, goodBody, fc.nat(), headersFor(json))
    .map(([params, body, pick, headers]) => {
      const paths = pathsOf(body).filter((p) => p.length > 0);
      const path = paths[pick % Math.max(paths.length, 1)];
      const without = path ? replaced(body, path, undefined) : body;
      return request(`missing ${path?.join('.') ?? 'nothing'}`, params, headers, JSON.stringify(without ?? {}));
    });
  const unknownField = fc
    .tuple(goodParams, goodBody, fc.string({ minLength: 1, maxLength: 12 }), nastyValue, headersFor(json))
    .map(([params, body, key, value, headers]) =>
      request(
        'unknown field',
        params,
        headers,
        JSON.stringify(isObject(body) ? { ...body, [`x_${key}`]: value } : { [`x_${key}`]: value }),
      ),
    );
  const malformed = fc
    .tuple(
      goodParams,
      fc.constantFrom('{', '{"a":', 'nul', '[1,2', '{"a":1}}', '\u0000', "{'a':1}", '{"a":"\\ud800"}', '1e999999'),
      headersFor(json),
    )
    .map(([params, text, headers]) => request('malformed JSON', params, headers, text));
  const notAnObject = fc
    .tuple(goodParams, fc.constantFrom('[]', '"text"', '42', 'null', 'true', '[{}]'), headersFor(json))
    .map(([params, text, headers]) => request('body not an object', params, headers, text));
  const wrongType = fc
    .tuple(
      goodParams,
      goodBody,
      fc.constantFrom(
        'application/x-www-form-urlencoded',
        'text/plain',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/json; charset=utf-16',
        '',
      ),
      headersFor({}),
    )
    .map(([params, body, type, headers]) =>
      request(`content type "${type}"`, params, { ...headers, 'content-type': type }, JSON.stringify(body ?? {})),
    );
  const badPath = names.length
    ? fc
        .tuple(goodParams, fc.constantFrom(...names), badParam, goodBody, headersFor(json))
        .map(([params, name, value, body, headers]) =>
          request(`bad path param ${name}`, { ...params, [name]: value }, headers, JSON.stringify(body ?? {})),
        )
    : null;
  const badHeader = op.headers
    ? fc.tuple(goodParams, goodBody, nastyString, headersFor(json)).map(([params, body, value, headers]) =>
        request(
          'bad idempotency key',
          params,
          // A header value must be Latin-1 without controls to be sent at all: what is left of it.
          { ...headers, 'idempotency-key': value.replace(/[^\x20-\x7e]/g, '') || 'x' },
          JSON.stringify(body ?? {}),
        ),
      )
    : null;

  return fc.oneof(
    ...[
      oneBadValue,
      oneBadValue,
      missingValue,
      unknownField,
      malformed,
      notAnObject,
      wrongType,
      badPath,
      badHeader,
    ].filter((arbitrary): arbitrary is fc.Arbitrary<BadRequest> => arbitrary !== null),
  );
}

/** Codes any call can answer besides its own: the path not matched, limits, the body bound. */
const ALWAYS = new Set(['not_found', 'rate_limited', 'invalid_input']);

/**
 * What is wrong with the answer to a bad request, or null. A 2xx is fine (a value left good
 * enough); a 5xx never is; an error must have the one shape, a code the operation documents,
 * and for invalid_input at least one field named.
 */
export function problemWith(op: Operation, status: number, body: unknown): string | null {
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return null;
  const parsed = z.safeParse(errorBodySchema, body);
  if (!parsed.success) return `${status} without the error shape: ${JSON.stringify(body)?.slice(0, 200)}`;
  const { code, fields } = parsed.data.error;
  if (!ALWAYS.has(code) && !errorsOf(op).includes(code)) return `${status} ${code}, not documented for ${op.id}`;
  if (code === 'invalid_input' && (!fields || Object.keys(fields).length === 0)) {
    return '400 invalid_input without a field named';
  }
  return null;
}
