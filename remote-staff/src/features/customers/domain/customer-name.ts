/** "Meyer, Anna": how a list sorted by last name reads; names are data, not translated text. */
export function listName(customer: { first_name: string; last_name: string }): string {
  return `${customer.last_name}, ${customer.first_name}`;
}

/** "Anna Meyer": a heading, a dialog. */
export function fullName(customer: { first_name: string; last_name: string }): string {
  return `${customer.first_name} ${customer.last_name}`;
}
