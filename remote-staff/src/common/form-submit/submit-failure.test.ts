import { describe, expect, it } from '@rstest/core';
import { readSubmitFailure } from './submit-failure';

const FORM_FIELD: Record<string, 'time' | 'employee' | 'city'> = {
  start: 'time',
  employee_id: 'employee',
  'addresses.1.city': 'city',
};
const fieldOf = (apiField: string) => FORM_FIELD[apiField];

describe('readSubmitFailure', () => {
  it('marks each refused field at the form field it belongs to, with the first code and its params', () => {
    const failure = readSubmitFailure(
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
    expect(failure.fields).toEqual([
      { name: 'time', error: { code: 'invalid_time_zone' } },
      { name: 'city', error: { code: 'too_short', params: { min: 2 } } },
    ]);
  });

  it('leaves the words above the form to the summary when every refusal is marked at a field', () => {
    const failure = readSubmitFailure(
      { ok: false, status: 400, error: { code: 'invalid_input', fields: { employee_id: [{ code: 'required' }] } } },
      fieldOf,
    );
    expect(failure).toEqual({
      signedOut: false,
      fields: [{ name: 'employee', error: { code: 'required' } }],
      message: null,
    });
  });

  it('says a refusal the form has no field for above the form, and still marks the ones it has', () => {
    const error = {
      code: 'invalid_input' as const,
      fields: { body: [{ code: 'invalid_json' as const }], start: [{ code: 'required' as const }] },
    };
    const failure = readSubmitFailure({ ok: false, status: 400, error }, fieldOf);
    expect(failure.fields).toEqual([{ name: 'time', error: { code: 'required' } }]);
    expect(failure.message).toEqual(error);
  });

  it('keeps a conflict whole for the form to name it in words', () => {
    const error = {
      code: 'appointment_conflict' as const,
      params: { with: 'appointment', start: '2026-07-13T10:00:00+02:00[Europe/Berlin]' },
    };
    expect(readSubmitFailure({ ok: false, status: 409, error }, fieldOf)).toEqual({
      signedOut: false,
      fields: [],
      message: error,
    });
  });

  it('tells an answer without a coded error as an internal error', () => {
    expect(readSubmitFailure({ ok: false, status: 502, error: null }, fieldOf).message).toEqual({ code: 'internal' });
  });

  it('offers to send the same values again when the server was not reached', () => {
    expect(readSubmitFailure({ ok: false, status: 0, error: null, network: true }, fieldOf)).toEqual({
      signedOut: false,
      fields: [],
      message: 'network',
    });
  });

  it('reports an ended session, with its words for a form that says it in place', () => {
    expect(readSubmitFailure({ ok: false, status: 401, error: { code: 'unauthenticated' } }, fieldOf)).toEqual({
      signedOut: true,
      fields: [],
      message: { code: 'unauthenticated' },
    });
    expect(readSubmitFailure({ ok: false, status: 401, error: null }, fieldOf).message).toEqual({
      code: 'unauthenticated',
    });
  });
});
