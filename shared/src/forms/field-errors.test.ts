import { describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { toFieldErrors } from './field-errors';

const schema = z.object({
  email: z.email().check(z.maxLength(20)),
  name: z.string().check(z.minLength(2), z.maxLength(5)),
  count: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(3))),
  slug: z.optional(z.string().check(z.regex(/^[a-z]+$/))),
});

function fieldsFor(input: unknown) {
  const result = z.safeParse(schema, input);
  if (result.success) throw new Error('expected a failure');
  return toFieldErrors(result.error.issues, input, 'body');
}

describe('toFieldErrors', () => {
  it('reports missing fields as required only', () => {
    expect(fieldsFor({})).toEqual({ email: [{ code: 'required' }], name: [{ code: 'required' }] });
  });

  it('reports an empty string as required, not as badly formatted', () => {
    expect(fieldsFor({ email: '', name: 'Ann' })).toEqual({ email: [{ code: 'required' }] });
  });

  it('names a bad email invalid_email and a bad pattern invalid_format', () => {
    expect(fieldsFor({ email: 'nope', name: 'Ann', slug: 'A!' })).toEqual({
      email: [{ code: 'invalid_email' }],
      slug: [{ code: 'invalid_format' }],
    });
  });

  it('names a bad phone number invalid_phone', () => {
    const phone = z.string().check(
      z.check((ctx) => {
        ctx.issues.push({ code: 'invalid_format', format: 'phone', input: ctx.value });
      }),
    );
    const result = z.safeParse(z.object({ phone }), { phone: '123' });
    if (result.success) throw new Error('expected a failure');
    expect(toFieldErrors(result.error.issues, { phone: '123' }, 'body')).toEqual({
      phone: [{ code: 'invalid_phone' }],
    });
  });

  it('takes the code of a cross-field rule from its message, and only a code-like one', () => {
    const range = z
      .object({ start: z.number(), end: z.number() })
      .check(z.refine((r) => r.end > r.start, { path: ['end'], message: 'end_before_start' }));
    const backwards = z.safeParse(range, { start: 2, end: 1 });
    expect(backwards.success ? {} : toFieldErrors(backwards.error.issues, { start: 2, end: 1 }, 'body')).toEqual({
      end: [{ code: 'end_before_start' }],
    });
    const prose = z.object({ a: z.number() }).check(z.refine(() => false, { message: 'Not a code.' }));
    const failed = z.safeParse(prose, { a: 1 });
    expect(failed.success ? {} : toFieldErrors(failed.error.issues, { a: 1 }, 'body')).toEqual({
      body: [{ code: 'custom' }],
    });
  });

  it('gives length and range limits as params', () => {
    expect(fieldsFor({ email: 'a@example.com', name: 'Annabel', count: 9 })).toEqual({
      name: [{ code: 'too_long', params: { max: 5 } }],
      count: [{ code: 'too_big', params: { max: 3 } }],
    });
    expect(fieldsFor({ email: 'a@example.com', name: 'A', count: 0 })).toEqual({
      name: [{ code: 'too_short', params: { min: 2 } }],
      count: [{ code: 'too_small', params: { min: 1 } }],
    });
  });

  it('names a wrong type with the expected type', () => {
    expect(fieldsFor({ email: 'a@example.com', name: 42 })).toEqual({
      name: [{ code: 'invalid_type', params: { expected: 'string' } }],
    });
  });

  it('keys a problem with the whole input by the root key', () => {
    expect(fieldsFor('not an object')).toEqual({ body: [{ code: 'invalid_type', params: { expected: 'object' } }] });
  });
});
