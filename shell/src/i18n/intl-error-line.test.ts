import { describe, expect, it } from '@rstest/core';
import { INTL_ERROR_PREFIX, intlErrorLine } from './intl-error-line';

describe('the console line of a react-intl error', () => {
  it('reports a placeholder value not given, whatever is loaded', () => {
    const error = { code: 'FORMAT_ERROR', message: 'Error formatting message: "staff.signUp.address.rule"' };
    expect(intlErrorLine(error, false)).toBe(`${INTL_ERROR_PREFIX} FORMAT_ERROR: ${error.message}`);
  });

  it("reports a missing text once the remote's catalog is in, and not while it loads", () => {
    const error = { code: 'MISSING_TRANSLATION', message: 'Missing message: "beauty.nothing"' };
    expect(intlErrorLine(error, true)).toMatch(/^\[react-intl\] MISSING_TRANSLATION: /);
    expect(intlErrorLine(error, false)).toBeNull();
  });
});
