import { afterEach } from '@rstest/core';
import { cleanup } from '@testing-library/react';
import { assertNoIntlErrors } from './intl-errors';

// Testing Library unmounts between tests only by itself where the runner has globals.
afterEach(() => {
  cleanup();
  assertNoIntlErrors();
});
