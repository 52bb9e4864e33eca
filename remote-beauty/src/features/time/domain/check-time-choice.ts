import type { Employee } from '@booking/shared/contract/employees';
import type { Service } from '@booking/shared/contract/services';
import { ANY_EMPLOYEE } from '../../../common/flow/booking-draft';
import type { TimeChoice } from '../../../common/flow/time-choice-url';
import { eligibleEmployees } from '../../../common/time-choice/eligible-employees';

interface Offer {
  /** The branch's services, or null when the list could not be read (then nothing is refused for them). */
  services: readonly Service[] | null;
  /** The team asked where customers may choose, or null when it was not or could not be read. */
  employees: readonly Employee[] | null;
  /** The merchant's limit of services in one appointment. */
  max: number;
}

/**
 * Whether a time step URL asks for what the branch offers: every service on its menu, no more
 * than the limit, and a named employee who does all of them. A link shared last week may name
 * a service since removed; such a choice goes back to the services step rather than booking
 * something else. A list that could not be read refuses nothing: the step then offers the
 * first available, as it does when the team cannot be read.
 */
export function checkTimeChoice(choice: TimeChoice, offer: Offer): boolean {
  if (choice.services.length > offer.max) return false;
  if (offer.services && !choice.services.every((id) => offer.services?.some((service) => service.id === id))) {
    return false;
  }
  const { employee } = choice;
  if (!employee || employee === ANY_EMPLOYEE || !offer.employees) return true;
  return eligibleEmployees(offer.employees, choice.services).some((person) => person.id === employee);
}
