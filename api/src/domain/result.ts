import type { ErrorBody } from '@booking/shared/contract/error-body';

/** An expected failure, as the API answers it: a code, never English. */
export type DomainError = ErrorBody['error'];

export type Result<T, E extends DomainError = DomainError> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
