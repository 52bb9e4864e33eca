/** The customer record a booking belongs to, as staff see it on the booking, deleted ones too. */
export type StaffCustomerLink = {
  id: string;
  customer_number: string;
  first_name: string;
  last_name: string;
  match: 'matched' | 'new';
  deleted: boolean;
};

/** The columns `customerLinkColumns` selects, as a row has them. */
export type CustomerLinkRow = {
  customer_id: string | null;
  customer_match: 'matched' | 'new' | null;
  customer_number: string | null;
  customer_first_name: string | null;
  customer_last_name: string | null;
  customer_deleted: boolean | null;
};

/**
 * The link's columns of a booking `booking` (an appointment or a reservation) whose record
 * is joined as `c` (a LEFT JOIN: a booking may have none).
 */
export const customerLinkColumns = (booking: string) =>
  `${booking}.customer_id, ${booking}.customer_match, c.customer_number, c.first_name AS customer_first_name,
   c.last_name AS customer_last_name, c.deleted_at IS NOT NULL AS customer_deleted`;

/** The row's link (null when the booking has no record), and the row without the link's columns. */
export function takeCustomerLink<R extends CustomerLinkRow>(
  row: R,
): [StaffCustomerLink | null, Omit<R, keyof CustomerLinkRow>] {
  const {
    customer_id,
    customer_match,
    customer_number,
    customer_first_name,
    customer_last_name,
    customer_deleted,
    ...rest
  } = row;
  const link =
    customer_id && customer_match
      ? {
          id: customer_id,
          customer_number: customer_number ?? '',
          first_name: customer_first_name ?? '',
          last_name: customer_last_name ?? '',
          match: customer_match,
          deleted: customer_deleted === true,
        }
      : null;
  return [link, rest];
}
