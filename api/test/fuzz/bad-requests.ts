import type { Operation } from '@booking/shared/contract/operation';
import { OPERATIONS } from '@booking/shared/contract/operations';
import fc from 'fast-check';
import { goodValue, isObject, type Known, schemaOf } from './good-values';
import { badUrlPart, encodePart, mutation, nastyString, nastyValue } from './nasty-values';

/*
 * Bad requests for every operation of the contract's list, reads included: a path parameter
 * or query value made bad, one left out, an unknown one added or one given twice; for writes
 * also a body that is mostly what the operation takes with one value made bad, or no JSON at
 * all, or another content type, or a bad Idempotency-Key. The property (bad-answers.ts) is
 * what an API client relies on: never a 5xx, every error in the one shape, and an
 * invalid_input names the field.
 */

export type BadRequest = {
  /** What was made bad, for the report. */
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | undefined;
};

/** `cookie` is the demo salon's staff, `ownerCookie` its owner: owner-only operations go as the owner. */
export type FuzzContext = { origin: string; cookie: string; ownerCookie: string; known: Known };

/**
 * Every operation; the owner's settings after the others (what they change, such as an
 * employee removed, the others would meet instead of the demo data), and sign-out last: it
 * ends the session the staff calls use.
 */
const order = (op: Operation) => (op.id === 'signOut' ? 2 : op.ownerOnly ? 1 : 0);
export const FUZZED_OPERATIONS: readonly Operation[] = [...OPERATIONS].sort((a, b) => order(a) - order(b));

const paramNames = (op: Operation) => [...op.path.matchAll(/\{([A-Za-z_]+)\}/g)].map((m) => m[1] ?? '');

function pathWith(op: Operation, values: Record<string, string>): string {
  return op.path.replace(/\{([A-Za-z_]+)\}/g, (_, name: string) => values[name] ?? 'x');
}

/** Every path to a value inside `value` (the root as []). */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const here = [prefix];
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, i) => pathsOf(item, [...prefix, i]))];
  if (isObject(value)) return [...here, ...Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...prefix, k]))];
  return here;
}

function valueAt(value: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>(
    (at, key) => (isObject(at) || Array.isArray(at) ? (at as Record<string, unknown>)[key] : undefined),
    value,
  );
}

function replaced(value: unknown, path: (string | number)[], by: unknown): unknown {
  if (path.length === 0) return by;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? replaced(item, rest, by) : item));
  if (isObject(value)) return { ...value, [head]: replaced(value[head], rest, by) };
  return value;
}

/** `name=value` pairs, each part already encoded as it goes in the URL. */
type Query = [string, string][];
const queryString = (query: Query) => (query.length ? `?${query.map(([k, v]) => `${k}=${v}`).join('&')}` : '');
const encodedQuery = (values: unknown): Query =>
  isObject(values)
    ? Object.entries(values)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [encodePart(k), encodePart(String(v))])
    : [];

/**
 * A bad request for `op`, sent as its client would send it otherwise: an allowed Origin
 * and (for the staff calls) the session cookie, an Idempotency-Key where one is declared.
 */
export function badRequest(op: Operation, context: FuzzContext): fc.Arbitrary<BadRequest> {
  const { origin, known } = context;
  const cookie = op.ownerOnly ? context.ownerCookie : context.cookie;
  const names = paramNames(op);
  const goodParam = (name: string) => (known[name]?.length ? fc.constantFrom(...(known[name] ?? [])) : fc.uuid());
  const goodParams = fc.record(Object.fromEntries(names.map((name) => [name, goodParam(name)])));
  const querySchema = op.query ? schemaOf(op.query) : null;
  const goodQuery = querySchema ? goodValue(querySchema, known).map(encodedQuery) : fc.constant<Query>([]);
  // Every name the query declares, given or not (an optional search is often left out).
  const queryNames = isObject(querySchema?.properties) ? Object.keys(querySchema.properties) : ['x'];
  const bodySchema = op.body ? schemaOf(op.body) : null;
  const goodBody = bodySchema ? goodValue(bodySchema, known) : fc.constant(undefined);
  const write = op.method !== 'get';
  const headersFor = (extra: Record<string, string>) =>
    fc
      .record({ 'idempotency-key': fc.uuid({ version: 4 }), 'x-test-client': fc.uuid({ version: 4 }) })
      .map((h) => ({ ...h, origin, cookie, ...extra }));
  const json: Record<string, string> = write ? { 'content-type': 'application/json' } : {};
  const request = (
    kind: string,
    params: Record<string, string>,
    query: Query,
    headers: Record<string, string>,
    body?: string,
  ): BadRequest => ({
    kind,
    method: op.method.toUpperCase(),
    path: `${pathWith(op, params)}${queryString(query)}`,
    headers,
    body: write ? body : undefined,
  });
  const base = fc.tuple(goodParams, goodQuery, goodBody, headersFor(json));
  const text = (body: unknown) => JSON.stringify(body ?? {});

  const badQueryValue = fc
    .tuple(base, fc.constantFrom(...queryNames), badUrlPart)
    .map(([[params, query, body, headers], name, value]) => {
      const bad: Query = [...query.filter(([k]) => k !== name), [name, value]];
      return request(`bad query value ${name}`, params, bad, headers, text(body));
    });
  const oddQuery = fc
    .tuple(base, fc.nat(), fc.constantFrom('drop', 'twice', 'unknown', 'empty'), fc.string({ maxLength: 8 }))
    .map(([[params, query, body, headers], pick, change, extra]) => {
      const i = pick % Math.max(query.length, 1);
      const name = query[i]?.[0] ?? 'q';
      const changed: Query =
        change === 'drop'
          ? query.filter((_, j) => j !== i)
          : change === 'twice'
            ? [...query, [name, query[i]?.[1] ?? '1']]
            : change === 'empty'
              ? [...query.filter((_, j) => j !== i), [name, '']]
              : [...query, [`x_${encodePart(extra)}`, '1']];
      return request(`query ${name}: ${change}`, params, changed, headers, text(body));
    });
  const badPath = names.length
    ? fc
        .tuple(base, fc.constantFrom(...names), badUrlPart)
        .map(([[params, query, body, headers], name, value]) =>
          request(`bad path param ${name}`, { ...params, [name]: value }, query, headers, text(body)),
        )
    : null;
  const reads = [badQueryValue, oddQuery, badPath];
  if (!write) return fc.oneof(...reads.filter((a): a is fc.Arbitrary<BadRequest> => a !== null));

  const oneBadValue = fc.tuple(base, nastyValue, fc.nat()).map(([[params, query, body, headers], nasty, pick]) => {
    const paths = pathsOf(body);
    const path = paths[pick % paths.length] ?? [];
    return request(
      `bad value at ${path.join('.') || 'body'}`,
      params,
      query,
      headers,
      text(replaced(body, path, nasty)),
    );
  });
  // A good text made slightly bad: what passes a lenient check and still breaks the database.
  const oneTextMutated = fc.tuple(base, mutation, fc.nat()).map(([[params, query, body, headers], mutate, pick]) => {
    const paths = pathsOf(body).filter((p) => typeof valueAt(body, p) === 'string');
    const path = paths[pick % Math.max(paths.length, 1)];
    const changed = path ? replaced(body, path, mutate(String(valueAt(body, path)))) : body;
    return request(`mutated text at ${path?.join('.') ?? 'nothing'}`, params, query, headers, text(changed));
  });
  const missingValue = fc.tuple(base, fc.nat()).map(([[params, query, body, headers], pick]) => {
    const paths = pathsOf(body).filter((p) => p.length > 0);
    const path = paths[pick % Math.max(paths.length, 1)];
    const without = path ? replaced(body, path, undefined) : body;
    return request(`missing ${path?.join('.') ?? 'nothing'}`, params, query, headers, text(without));
  });
  const unknownField = fc
    .tuple(base, fc.string({ minLength: 1, maxLength: 12 }), nastyValue)
    .map(([[params, query, body, headers], key, value]) =>
      request(
        'unknown field',
        params,
        query,
        headers,
        text(isObject(body) ? { ...body, [`x_${key}`]: value } : { [`x_${key}`]: value }),
      ),
    );
  const malformed = fc
    .tuple(
      base,
      fc.constantFrom('{', '{"a":', 'nul', '[1,2', '{"a":1}}', '\u0000', "{'a':1}", '{"a":"\\ud800"}', '1e999999'),
    )
    .map(([[params, query, , headers], body]) => request('malformed JSON', params, query, headers, body));
  const notAnObject = fc
    .tuple(base, fc.constantFrom('[]', '"text"', '42', 'null', 'true', '[{}]', '\ufeff{}'))
    .map(([[params, query, , headers], body]) => request('body not an object', params, query, headers, body));
  const wrongType = fc
    .tuple(
      base,
      fc.constantFrom(
        'application/x-www-form-urlencoded',
        'text/plain',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/json; charset=utf-16',
        '',
      ),
    )
    .map(([[params, query, body, headers], type]) =>
      request(`content type "${type}"`, params, query, { ...headers, 'content-type': type }, text(body)),
    );
  const badHeader = op.headers
    ? fc.tuple(base, nastyString).map(([[params, query, body, headers], value]) =>
        request(
          'bad idempotency key',
          params,
          query,
          // A header value must be Latin-1 without controls to be sent at all: what is left of it.
          { ...headers, 'idempotency-key': value.replace(/[^\x20-\x7e]/g, '') || 'x' },
          text(body),
        ),
      )
    : null;

  return fc.oneof(
    ...[
      oneBadValue,
      oneBadValue,
      oneTextMutated,
      oneTextMutated,
      oneTextMutated,
      missingValue,
      unknownField,
      malformed,
      notAnObject,
      wrongType,
      badHeader,
      ...(op.query ? reads : reads.slice(2)),
    ].filter((arbitrary): arbitrary is fc.Arbitrary<BadRequest> => arbitrary !== null),
  );
}
