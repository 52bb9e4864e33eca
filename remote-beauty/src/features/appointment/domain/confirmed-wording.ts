import type { PaymentState } from '@booking/shared/contract/appointments';

export type ConfirmedWording = {
  title: 'beauty.confirmed.title' | 'beauty.confirmed.reservedTitle';
  lead:
    | 'beauty.confirmed.lead'
    | 'beauty.confirmed.paidLead'
    | 'beauty.confirmed.onSiteLead'
    | 'beauty.confirmed.dueLead';
  /** The deadline to name, while the booking waits for its payment. */
  payBy: string | null;
  /** A calendar entry belongs to a confirmed booking only, as in the emails. */
  calendar: boolean;
};

/**
 * What the end of the flow says, agreeing with the email the customer just got: "confirmed"
 * only once paid online (with the receipt) or to be paid at the salon; while an online payment
 * is due, reserved until its deadline and not confirmed.
 */
export function confirmedWording(payment: PaymentState): ConfirmedWording {
  switch (payment.state) {
    case 'due':
      return {
        title: 'beauty.confirmed.reservedTitle',
        lead: 'beauty.confirmed.dueLead',
        payBy: payment.pay_by,
        calendar: false,
      };
    case 'paid':
      return { title: 'beauty.confirmed.title', lead: 'beauty.confirmed.paidLead', payBy: null, calendar: true };
    case 'on_site':
      return { title: 'beauty.confirmed.title', lead: 'beauty.confirmed.onSiteLead', payBy: null, calendar: true };
    default:
      return { title: 'beauty.confirmed.title', lead: 'beauty.confirmed.lead', payBy: null, calendar: true };
  }
}
