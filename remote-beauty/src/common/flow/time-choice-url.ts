import { ANY_EMPLOYEE } from './booking-draft';

/**
 * What the time step is asked for: the chosen services and who does them. It travels in the
 * time step's URL (`book/time?services=a,b&employee=x`), so that the step can be drawn on the
 * server, reloaded and shared; contact details never go into a URL.
 */
export interface TimeChoice {
  /** Service ids, in the order chosen. */
  services: string[];
  /** An employee's id, `any` for the first available, or null while not chosen. */
  employee: string | null;
}

/**
 * The services step's search when a time step URL asked for what the branch does not offer
 * (a service since removed, a person who does not do them): the step says so.
 */
export const CHOICE_UNAVAILABLE = 'choice=unavailable';

/** An id as the API gives them; anything else in the URL is no choice at all. */
const ID = /^[0-9A-Za-z-]{1,64}$/;

/** The search part of a time step URL, `?services=a,b&employee=x` (no employee while not chosen). */
export function timeChoiceSearch(choice: TimeChoice): string {
  const search = new URLSearchParams({ services: choice.services.join(',') });
  if (choice.employee) search.set('employee', choice.employee);
  // Commas read better in a shared link than %2C, and ids never contain one.
  return `?${search.toString().replaceAll('%2C', ',')}`;
}

/**
 * The choice a time step URL carries, or null when it carries none that could be one (no
 * services, an empty or malformed id, a service twice). Whether the ids exist is the API's
 * to say: the step's loader checks them against the branch's services and team.
 */
export function parseTimeChoice(search: string | URLSearchParams): TimeChoice | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const services = (params.get('services') ?? '').split(',');
  if (!services.every((id) => ID.test(id)) || new Set(services).size !== services.length) return null;
  const employee = params.get('employee');
  if (employee !== null && employee !== ANY_EMPLOYEE && !ID.test(employee)) return null;
  return { services, employee };
}

/** Whether two choices ask the same time step. */
export function sameTimeChoice(a: TimeChoice, b: TimeChoice): boolean {
  return a.services.join(',') === b.services.join(',') && (a.employee ?? null) === (b.employee ?? null);
}
