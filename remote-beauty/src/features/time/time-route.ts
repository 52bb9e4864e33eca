import type { ShouldRevalidateFunctionArgs } from '@booking/shared/router';
import { parseTimeChoice } from '../../common/flow/time-choice-url';
import { timeLoader } from './api/time-loader';
import { TimeStep } from './components/time-step';

/**
 * Loaded on demand (route `lazy`): the calendar is not downloaded on the services step. A page
 * the server drew is hydrated with the server's data: the loader does not run again there.
 */
export const loader = timeLoader;
export const Component = TimeStep;

/**
 * An employee chosen on the step changes only the URL: the chooser asks for that person's
 * times itself, and the services (what the loader checked) are the same.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const current = parseTimeChoice(currentUrl.searchParams);
  const next = parseTimeChoice(nextUrl.searchParams);
  const employeeOnly =
    currentUrl.pathname === nextUrl.pathname &&
    current !== null &&
    next !== null &&
    current.services.join(',') === next.services.join(',');
  return employeeOnly ? false : defaultShouldRevalidate;
}
