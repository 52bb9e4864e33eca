import { describe, expect, it } from '@rstest/core';
import { AUTO_RETRY_WAITS_MS, autoRetryWait, refusedWith, submitOutcome } from './submit-outcome';

const FORM_FIELD: Record<string, 'time' | 'employee' | 'city'> = {
  start: 'time',
  employee_id: 'employee',
  'addresses.1.city': 'city',
};
const fieldOf = (apiField: string) => FORM_FIELD[apiField];

describe('submitOutcome', () => {
  it('hands a success on', () => {
    expect(submitOutcome({ ok: true, status: 201, data: { id: 'a' } }, fieldOf)).toEqual({
      kind: 'done',
      data: { id: 'a' },
    });
  });

  it('marks each refused field at the form field it belongs to, with the first code and its params', () => {
    const outcome = submitOutcome(
      {
        ok: false,
        status: 400,
        error: {
          code: 'invalid_input',
          fields: {
            start: [{ code: 'invalid_time_zone' }],
            'addresses.1.city': [{ code: 'too_short', params: { min: 2 } }, { code: 'invalid_characters' }],
          },
        },
      },
      fieldOf,
    );
    expect(outcome).toEqual({
      kind: 'refused',
      fields: [
        { name: 'time', error: { code: 'invalid_time_zone' } },
        { name: 'city', error: { code: 'too_short', params: { min: 2 } } },
      ],
      error: null,
    });
  });

  it('says a refusal the form has no field for in words, and still marks the ones it has', () => {
    const error = {
      code: 'invalid_input' as const,
      fields: { body: [{ code: 'invalid_json' as const }], start: [{ code: 'required' as const }] },
    };
    const outcome = submitOutcome({ ok: false, status: 400, error }, fieldOf);
    expect(outcome).toEqual({ kind: 'refused', fields: [{ name: 'time', error: { code: 'required' } }], error });
  });

  it('keeps a conflict whole for the form to name it in words', () => {
    const error = { code: 'appointment_conflict' as const, params: { with: 'appointment' } };
    expect(submitOutcome({ ok: false, status: 409, error }, fieldOf)).toEqual({ kind: 'refused', fields: [], error });
  });

  it('offers Retry when the server was not reached', () => {
    expect(submitOutcome({ ok: false, status: 0, error: null, network: true })).toEqual({
      kind: 'retry',
      cause: 'network',
      auto: false,
      error: null,
    });
  });

  it('offers Retry for every server failure, and an answer without a coded error is one', () => {
    const internal = { code: 'internal' as const };
    expect(submitOutcome({ ok: false, status: 500, error: internal })).toMatchObject({ kind: 'retry', auto: false });
    expect(submitOutcome({ ok: false, status: 418, error: null })).toMatchObject({ kind: 'retry', cause: 'server' });
    expect(submitOutcome({ ok: false, status: 503, error: null })).toMatchObject({ kind: 'retry', auto: true });
  });

  it('sends a key still in use by the first try again on its own', () => {
    const error = { code: 'idempotency_key_in_use' as const };
    expect(submitOutcome({ ok: false, status: 409, error })).toEqual({
      kind: 'retry',
      cause: 'server',
      auto: true,
      error,
    });
  });

  it('reports an ended session', () => {
    expect(submitOutcome({ ok: false, status: 401, error: { code: 'unauthenticated' } })).toEqual({
      kind: 'signed-out',
    });
  });
});

describe('autoRetryWait', () => {
  const inUse = submitOutcome({ ok: false, status: 409, error: { code: 'idempotency_key_in_use' } });

  it('waits 1 s, then 2 s, then gives the choice to the person', () => {
    expect(AUTO_RETRY_WAITS_MS.map((_, attempt) => autoRetryWait(inUse, attempt, true))).toEqual([1000, 2000]);
    expect(autoRetryWait(inUse, AUTO_RETRY_WAITS_MS.length, true)).toBeNull();
  });

  it('never repeats a request without an Idempotency-Key, nor an unreached or failed one', () => {
    expect(autoRetryWait(inUse, 0, false)).toBeNull();
    expect(autoRetryWait(submitOutcome({ ok: false, status: 0, error: null, network: true }), 0, true)).toBeNull();
    expect(autoRetryWait(submitOutcome({ ok: false, status: 500, error: { code: 'internal' } }), 0, true)).toBeNull();
  });
});

describe('refusedWith', () => {
  it('picks out the refusals a form answers itself, and nothing else', () => {
    const taken = submitOutcome({ ok: false, status: 409, error: { code: 'slot_taken' } });
    expect(refusedWith(taken, ['slot_taken', 'slot_unavailable'])).toBe(true);
    expect(refusedWith(taken, ['reservations_unavailable'])).toBe(false);
    expect(refusedWith(submitOutcome({ ok: false, status: 0, error: null, network: true }), ['slot_taken'])).toBe(
      false,
    );
    expect(refusedWith(null, ['slot_taken'])).toBe(false);
  });
});
