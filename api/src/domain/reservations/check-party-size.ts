import type { Result } from '../result';

export type PartySizeLimits = { min: number; max: number };
type PartySizeError = {
  code: 'invalid_input';
  fields: Record<string, { code: 'too_small' | 'too_big'; params: Record<string, number> }[]>;
};

/**
 * A party the branch takes online: within its limits (the party-size errors "min value {min}",
 * "max value {max}"). A larger party than the limit is for a phone call, not for the
 * website, even when a big enough table exists. `field` is the request's spelling.
 */
export function checkPartySize(
  partySize: number,
  limits: PartySizeLimits,
  field = 'party_size',
): Result<number, PartySizeError> {
  if (partySize < limits.min) {
    return {
      ok: false,
      error: { code: 'invalid_input', fields: { [field]: [{ code: 'too_small', params: { min: limits.min } }] } },
    };
  }
  if (partySize > limits.max) {
    return {
      ok: false,
      error: { code: 'invalid_input', fields: { [field]: [{ code: 'too_big', params: { max: limits.max } }] } },
    };
  }
  return { ok: true, value: partySize };
}
