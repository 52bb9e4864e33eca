import {
  CUSTOMER_HISTORY_LIMIT,
  type CustomerDetailResponse,
  type CustomerListResponse,
  type CustomerReservationResponse,
  type CustomerResponse,
  SAME_PHONE_LIMIT,
} from '@booking/shared/contract/customers';
import {
  createCustomer,
  deleteCustomer as deleteCustomerOperation,
  getCustomer,
  linkAppointmentCustomer,
  linkReservationCustomer,
  listCustomers,
  mergeCustomer,
  updateCustomer,
} from '@booking/shared/contract/operations/customers';
import type { StaffAppointmentResponse } from '@booking/shared/contract/staff-appointments';
import { Hono } from 'hono';
import { saveCustomer } from '../commands/customers';
import { mergeCustomers } from '../commands/merge-customers';
import { findSamePhoneCustomers } from '../db/customer-merge-repo';
import {
  countReservationRecord,
  deleteCustomer,
  findCustomer,
  findCustomerLink,
  findOrganizationReservation,
  linkAppointmentToCustomer,
  linkReservationToCustomer,
  listCustomerAppointments,
  listCustomerReservations,
} from '../db/customer-repo';
import { searchCustomers } from '../db/customer-search-repo';
import type { Db } from '../db/db';
import { findStaffAppointment } from '../db/staff-calendar-repo';
import { errorResponse } from '../http/error-response';
import {
  presentCustomer,
  presentCustomerAppointment,
  presentCustomerLink,
  presentCustomerReservation,
} from '../http/present-customer';
import { presentStaffAppointment } from '../http/present-staff-appointment';
import { registerOperation } from '../http/register-operation';

/**
 * Customer records of the staff member's organization: /v0/staff/customers, and the link of
 * an appointment or reservation to one. A record, appointment or reservation of another
 * organization is not found (404), never forbidden, so its ids are not confirmed.
 */
export function customerRoutes({ db, now }: { db: Db; now: () => Date }) {
  const app = new Hono();
  const routes = { app, db, now };
  registerOperation(routes, listCustomers, async (c, { query }, { staff: { organizationId } }) => {
    const found = await searchCustomers(db, organizationId, query);
    const body: CustomerListResponse = {
      results: { customers: found.page.map(presentCustomer), total: found.total, next_offset: found.nextOffset },
    };
    return c.json(body);
  });
  registerOperation(routes, createCustomer, async (c, { body }, { staff: { organizationId } }) => {
    const at = now();
    const saved = await saveCustomer(db, organizationId, body, at);
    if (!saved.ok) return errorResponse(c, saved.error);
    return c.json({ results: { customer: presentCustomer(saved.value) } } satisfies CustomerResponse, 201);
  });
  registerOperation(routes, getCustomer, async (c, { params }, { staff: { organizationId } }) => {
    const at = now();
    const customer = await findCustomer(db, organizationId, params.customer);
    if (!customer) return errorResponse(c, { code: 'customer_not_found' });
    const appointments = (when: 'upcoming' | 'past') =>
      listCustomerAppointments(db, customer.id, when, at, CUSTOMER_HISTORY_LIMIT);
    const reservations = (when: 'upcoming' | 'past') =>
      listCustomerReservations(db, customer.id, when, at, CUSTOMER_HISTORY_LIMIT);
    const [upcoming, past, upcomingReservations, pastReservations, samePhone, record] = [
      await appointments('upcoming'),
      await appointments('past'),
      await reservations('upcoming'),
      await reservations('past'),
      await findSamePhoneCustomers(db, organizationId, customer, SAME_PHONE_LIMIT),
      await countReservationRecord(db, customer.id),
    ];
    const body: CustomerDetailResponse = {
      results: {
        customer: presentCustomer(customer),
        same_phone: samePhone,
        appointments: {
          upcoming: upcoming.map((a) => presentCustomerAppointment(a, at)),
          past: past.map((a) => presentCustomerAppointment(a, at)),
        },
        reservations: {
          upcoming: upcomingReservations.map(presentCustomerReservation),
          past: pastReservations.map(presentCustomerReservation),
        },
        reservation_record: record,
      },
    };
    return c.json(body);
  });
  registerOperation(routes, updateCustomer, async (c, { params, body }, { staff: { organizationId } }) => {
    const at = now();
    const saved = await saveCustomer(db, organizationId, body, at, params.customer);
    if (!saved.ok) return errorResponse(c, saved.error);
    return c.json({ results: { customer: presentCustomer(saved.value) } } satisfies CustomerResponse);
  });
  registerOperation(routes, deleteCustomerOperation, async (c, { params }, { staff: { organizationId } }) => {
    const at = now();
    if (!(await deleteCustomer(db, organizationId, params.customer, at))) {
      return errorResponse(c, { code: 'customer_not_found' });
    }
    return c.body(null, 204);
  });
  registerOperation(routes, mergeCustomer, async (c, { params, body }, { staff: { organizationId } }) => {
    const at = now();
    const merged = await mergeCustomers(db, organizationId, params.customer, body.customer_id, at);
    if (!merged.ok) return errorResponse(c, merged.error);
    return c.json({ results: { customer: presentCustomer(merged.value) } } satisfies CustomerResponse);
  });
  registerOperation(routes, linkAppointmentCustomer, async (c, { params, body }, { staff: { organizationId } }) => {
    const at = now();
    if (!(await linkAppointmentToCustomer(db, organizationId, params.appointment, body.customer_id))) {
      const appointment = await findStaffAppointment(db, organizationId, params.appointment);
      return errorResponse(c, { code: appointment ? 'customer_not_found' : 'appointment_not_found' });
    }
    const linked = await findStaffAppointment(db, organizationId, params.appointment);
    if (!linked) return errorResponse(c, { code: 'appointment_not_found' });
    return c.json({
      results: { appointment: presentStaffAppointment(linked, at) },
    } satisfies StaffAppointmentResponse);
  });
  registerOperation(routes, linkReservationCustomer, async (c, { params, body }, { staff: { organizationId } }) => {
    if (!(await linkReservationToCustomer(db, organizationId, params.reservation, body.customer_id))) {
      const reservation = await findOrganizationReservation(db, organizationId, params.reservation);
      return errorResponse(c, { code: reservation ? 'customer_not_found' : 'reservation_not_found' });
    }
    const reservation = await findOrganizationReservation(db, organizationId, params.reservation);
    const customer = await findCustomerLink(db, organizationId, body.customer_id);
    if (!reservation || !customer) return errorResponse(c, { code: 'reservation_not_found' });
    const answer: CustomerReservationResponse = {
      results: {
        reservation: presentCustomerReservation(reservation),
        customer: presentCustomerLink(customer, 'matched'),
      },
    };
    return c.json(answer);
  });
  return app;
}
