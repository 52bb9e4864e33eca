import fc from 'fast-check';
import * as z from 'zod/mini';

/*
 * Values an operation takes, as far as its JSON Schema tells, for the parts of a bad request
 * left good. Ids and dates come from `known` where it has them (the demo salon's employees,
 * services, appointments, ..., dates near today), so that a request with one bad value gets
 * past the schema to the handler and the database instead of stopping at an unknown id.
 */

export type JsonSchema = Record<string, unknown>;

/** Real values by field or parameter name, and `$date` / `$date-time` for any date field. */
export type Known = Readonly<Record<string, readonly string[]>>;

export const isObject = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null;

export const schemaOf = (schema: z.ZodMiniType): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return rest;
};

const knownFor = (known: Known, name: string | undefined): fc.Arbitrary<string> | null => {
  const values = name === undefined ? undefined : known[name];
  return values?.length ? fc.constantFrom(...values) : null;
};

export function goodValue(schema: JsonSchema, known: Known, name?: string, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length) return fc.constantFrom(...schema.enum);
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(alternatives) && alternatives.length) {
    return fc.oneof(...alternatives.map((s) => goodValue(s, known, name, depth + 1)));
  }
  if (Array.isArray(schema.allOf) && isObject(schema.allOf[0]))
    return goodValue(schema.allOf[0], known, name, depth + 1);
  switch (schema.type) {
    case 'object': {
      const properties = isObject(schema.properties) ? schema.properties : {};
      const required = new Set(Array.isArray(schema.required) ? schema.required : []);
      const entries = Object.entries(properties).filter((entry): entry is [string, JsonSchema] => isObject(entry[1]));
      const shape = Object.fromEntries(entries.map(([key, value]) => [key, goodValue(value, known, key, depth + 1)]));
      // Optional keys come and go.
      return fc.record(shape, { requiredKeys: [...required].filter((key): key is string => key in shape) });
    }
    case 'array': {
      const items = isObject(schema.items) ? schema.items : {};
      const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const max = Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 3, min + 3);
      return fc.array(goodValue(items, known, name, depth + 1), { minLength: min, maxLength: max });
    }
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
      const max = typeof schema.maximum === 'number' ? schema.maximum : min + 100;
      const step = typeof schema.multipleOf === 'number' ? schema.multipleOf : null;
      if (step) {
        const [low, high] = [Math.ceil(min / step), Math.floor(max / step)];
        return fc.integer({ min: low, max: Math.max(low, high) }).map((n) => n * step);
      }
      return fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return knownFor(known, name) ?? goodString(schema, known);
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.constant(null));
  }
}

function goodString(schema: JsonSchema, known: Known): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'email':
      return fc.constantFrom('anna@example.com', 'b.c@example.org');
    case 'date':
      return knownFor(known, '$date') ?? fc.constantFrom('2026-03-04', '2026-03-29', '2026-10-25');
    case 'date-time':
      return knownFor(known, '$date-time') ?? fc.constantFrom('2026-03-04T10:00:00+01:00', '2026-03-04T09:00:00Z');
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
