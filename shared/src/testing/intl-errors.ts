/**
 * react-intl's errors in tests (a missing message, a missing placeholder value, a bad
 * pattern): recorded by the providers tests render with, and turned into a failure after each
 * test (`component-setup.ts`). In the apps react-intl only logs them and shows the id or the
 * raw pattern, which is how a text key reached the sign-up page unnoticed.
 */
const recorded: string[] = [];

export function recordIntlError(error: unknown): void {
  recorded.push(error instanceof Error ? error.message : String(error));
}

/** The errors recorded since the last call, forgotten. */
export function takeIntlErrors(): string[] {
  return recorded.splice(0);
}

/** Throws when react-intl reported anything since the last check. */
export function assertNoIntlErrors(): void {
  const errors = takeIntlErrors();
  if (errors.length > 0) throw new Error(`react-intl reported ${errors.length} error(s):\n${errors.join('\n')}`);
}
