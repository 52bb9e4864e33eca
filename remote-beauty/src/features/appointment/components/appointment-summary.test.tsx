import type { Appointment, PaymentState } from '@booking/shared/contract/appointments';
import { axeViolations } from '@booking/shared/testing/check-axe';
import { renderWithIntl } from '@booking/shared/testing/render-with-intl';
import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import de from '../../../i18n/de.json';
import en from '../../../i18n/en.json';
import { AppointmentSummary } from './appointment-summary';

const EUR = (amount_minor: number) => ({ amount_minor, currency: 'EUR' });
const appointment = (payment_state: PaymentState, status: Appointment['status'] = 'cancelled'): Appointment => ({
  id: '3f1e1c1a-2b3c-4d5e-8f60-718293a4b5c6',
  status,
  cancelled_by: status === 'cancelled' ? 'customer' : null,
  cancelled_at: null,
  organization: 'demo-salon',
  branch: { slug: 'mitte', name: 'Mitte', timezone: 'Europe/Berlin', address: 'Weg 1, 10115 Berlin' },
  start: '2026-12-01T11:00:00+01:00[Europe/Berlin]',
  end: '2026-12-01T12:00:00+01:00[Europe/Berlin]',
  employee: { id: '3f1e1c1a-2b3c-4d5e-8f60-718293a4b5c7', first_name: 'Anna', last_name: 'Schmidt' },
  services: [{ id: '3f1e1c1a-2b3c-4d5e-8f60-718293a4b5c8', name: 'Cut', duration_minutes: 60, price: EUR(8500) }],
  total_price: EUR(8500),
  contact: { first_name: 'Eva', last_name: 'Muster', email: 'eva@example.com', phone: '+493012345670', comment: null },
  reminder: 'none',
  payment: 'online',
  payment_state,
  policy: {
    editing_limit: { value: 2, type: 'days' },
    editing_fee: EUR(500),
    late_cancellation_fee: EUR(1500),
    late_rescheduling_fee: EUR(1000),
    cancellation_lead_time: { value: 1, type: 'days' },
  },
  fees_due: EUR(0),
  changeable: false,
  created_at: '2026-11-26T07:00:00+01:00[Europe/Berlin]',
});
const paymentLine = () => screen.getByText('Payment').nextElementSibling?.textContent;

describe('AppointmentSummary: the payment as the API states it', () => {
  it('shows a refund as refunded with the amount, never as unpaid', () => {
    renderWithIntl(<AppointmentSummary appointment={appointment({ state: 'refunded', amount: EUR(7000) })} />, en);
    expect(paymentLine()).toBe('Refunded: €70.00 went back to your card');
  });

  it('shows a refund on its way, and a payment taken', () => {
    const pending = renderWithIntl(
      <AppointmentSummary appointment={appointment({ state: 'refund_pending', amount: EUR(8500) })} />,
      en,
    );
    expect(paymentLine()).toBe('Paid online; €85.00 is being refunded to your card');
    pending.unmount();
    renderWithIntl(<AppointmentSummary appointment={appointment({ state: 'paid', amount: EUR(8500) }, 'paid')} />, en);
    expect(paymentLine()).toBe('Paid online: €85.00');
  });

  it('says a release and its deadline, in German too', () => {
    const released = { state: 'released', pay_by: '2026-11-26T08:10:00+01:00[Europe/Berlin]', refunded: null } as const;
    renderWithIntl(<AppointmentSummary appointment={appointment(released)} />, de);
    // (The kit's test renderer formats dates in English; the words are the German catalog's.)
    expect(
      screen.getByText(
        (_, node) =>
          /^Bis .+ nicht online bezahlt, daher wurde der Termin freigegeben$/.test(node?.textContent ?? '') &&
          node?.tagName === 'DD',
      ),
    ).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithIntl(
      <AppointmentSummary appointment={appointment({ state: 'refunded', amount: EUR(7000) })} />,
      en,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('AppointmentSummary: where', () => {
  it('names the place from the appointment when its branch is no longer listed (closed since)', () => {
    renderWithIntl(<AppointmentSummary appointment={appointment({ state: 'on_site' }, 'booked')} branch={null} />, en);
    expect(screen.getByText('Where').nextElementSibling?.textContent).toBe('MitteWeg 1, 10115 Berlin');
  });
});
