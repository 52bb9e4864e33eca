/** What the reception types before the search asks the API: one letter finds half the file. */
export const MIN_SEARCH_LENGTH = 2;
/** A short list to choose from by eye; a longer one means typing more. */
export const SEARCH_RESULT_LIMIT = 8;
/** Typing pauses this long before a search is sent, so a name is not searched letter by letter. */
export const SEARCH_DEBOUNCE_MS = 250;

/** The search term to send for what is typed, or null while it is too short to search. */
export function searchTermOf(text: string): string | null {
  const term = text.trim().replace(/\s+/g, ' ');
  return term.length >= MIN_SEARCH_LENGTH ? term.slice(0, 100) : null;
}

/** A customer as one line of the result list: name, then number and a way to tell namesakes apart. */
export interface CustomerChoice {
  id: string;
  name: string;
  detail: string;
}

export function customerChoiceOf(customer: {
  id: string;
  first_name: string;
  last_name: string;
  customer_number: string;
  email: string | null;
  phone: string | null;
}): CustomerChoice {
  const name = `${customer.first_name} ${customer.last_name}`.trim();
  const contact = [customer.email, customer.phone].filter(Boolean).join(', ');
  return { id: customer.id, name, detail: [customer.customer_number, contact].filter(Boolean).join(' · ') };
}

/** The choices shown: the one chosen stays first even when a new search no longer finds it. */
export function visibleChoices(chosen: CustomerChoice | null, found: readonly CustomerChoice[]): CustomerChoice[] {
  if (!chosen) return [...found];
  return [chosen, ...found.filter((choice) => choice.id !== chosen.id)];
}
