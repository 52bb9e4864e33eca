import type { ShouldRevalidateFunctionArgs } from '@booking/shared/router';
import { parseTimeChoice } from '../../common/flow/time-choice-url';
import { timeLoader } from './api/time-loader';
import { TimeStep } from './components/time-step';

/**
 * Loaded on demand (route `lazy`): the calendar is not downloaded on the services step. It runs
 * in the browser on a drawn page too (`hydrate`): there it gives the tab's draft the URL's
 * choice before the step renders, which the server cannot do.
 */
export const loader = Object.assign((args: Parameters<typeof timeLoader>[0]) => timeLoader(args), { hydrate: true });
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
