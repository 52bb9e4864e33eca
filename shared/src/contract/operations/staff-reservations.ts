import { staffReservationParamsSchema } from '../customers';
import { defineOperation } from '../operation';
import { staffBranchParamsSchema } from '../staff-calendar';
import {
  staffCancelReservationRequestSchema,
  staffCreateReservationRequestSchema,
  staffMoveReservationRequestSchema,
  staffReservationListQuerySchema,
  staffReservationListResponseSchema,
  staffReservationResponseSchema,
  staffReservationStateRequestSchema,
  staffUpdateReservationRequestSchema,
  staffWalkInRequestSchema,
} from '../staff-reservations';
import { staffServiceDayQuerySchema, staffServiceDayResponseSchema } from '../staff-service-day';

/*
 * The restaurant's host stand: staff run the reservations of a branch of their organization.
 * A reservation or branch of another organization, or a salon's branch, is a 404 like one
 * that does not exist. Changes reach open screens through the staff live events.
 */
const BRANCH = '/v0/staff/branches/{branch}';
const RESERVATION = '/v0/staff/reservations/{reservation}';
const reservation = { description: 'The reservation', schema: staffReservationResponseSchema } as const;
/** What a time, party or table can run into. */
const seating = [
  'table_not_found',
  'table_taken',
  'table_too_small',
  'no_table_free',
  'outside_opening_hours',
  'closed_day',
  'branch_closed',
] as const;

export const listStaffReservations = defineOperation({
  method: 'get',
  path: `${BRANCH}/reservations`,
  id: 'listStaffReservations',
  summary: 'Reservations of a branch over up to 31 local days, by start, searched by name, phone or email',
  tag: 'staff',
  staffSession: true,
  params: staffBranchParamsSchema,
  query: staffReservationListQuerySchema,
  responses: { 200: { description: 'A page', schema: staffReservationListResponseSchema } },
  errors: ['invalid_input', 'unauthenticated', 'branch_not_found'],
  fieldCodes: ['end_before_start', 'range_too_long'],
});

export const getStaffServiceDay = defineOperation({
  method: 'get',
  path: `${BRANCH}/service-day`,
  id: 'getStaffServiceDay',
  summary: "A day's tables and service periods with covers and free capacity",
  tag: 'staff',
  staffSession: true,
  params: staffBranchParamsSchema,
  query: staffServiceDayQuerySchema,
  responses: { 200: { description: 'The day', schema: staffServiceDayResponseSchema } },
  errors: ['invalid_input', 'unauthenticated', 'branch_not_found'],
});

export const createStaffReservation = defineOperation({
  method: 'post',
  path: `${BRANCH}/reservations`,
  id: 'createStaffReservation',
  summary: 'Reserve for a phone call (online rules, but past the online party-size limit)',
  tag: 'staff',
  staffSession: true,
  params: staffBranchParamsSchema,
  body: staffCreateReservationRequestSchema,
  responses: { 201: { description: 'Reserved', schema: staffReservationResponseSchema } },
  errors: ['invalid_input', 'unauthenticated', 'branch_not_found', ...seating],
});

export const seatWalkIn = defineOperation({
  method: 'post',
  path: `${BRANCH}/walk-ins`,
  id: 'seatWalkIn',
  summary: 'Seat a party now at a free table (name optional)',
  tag: 'staff',
  staffSession: true,
  params: staffBranchParamsSchema,
  body: staffWalkInRequestSchema,
  responses: { 201: { description: 'Seated', schema: staffReservationResponseSchema } },
  errors: ['invalid_input', 'unauthenticated', 'branch_not_found', ...seating],
});

export const getStaffReservation = defineOperation({
  method: 'get',
  path: RESERVATION,
  id: 'getStaffReservation',
  summary: 'One reservation of the organization',
  tag: 'staff',
  staffSession: true,
  params: staffReservationParamsSchema,
  responses: { 200: reservation },
  errors: ['invalid_input', 'unauthenticated', 'reservation_not_found'],
});

export const updateStaffReservation = defineOperation({
  method: 'patch',
  path: RESERVATION,
  id: 'updateStaffReservation',
  summary: 'Change time, party size, table, notes or the special request',
  tag: 'staff',
  staffSession: true,
  params: staffReservationParamsSchema,
  body: staffUpdateReservationRequestSchema,
  responses: { 200: reservation },
  errors: ['invalid_input', 'unauthenticated', 'reservation_not_found', 'not_editable', ...seating],
});

export const moveStaffReservation = defineOperation({
  method: 'post',
  path: `${RESERVATION}/move`,
  id: 'moveStaffReservation',
  summary: 'Move to another table at the same time',
  tag: 'staff',
  staffSession: true,
  params: staffReservationParamsSchema,
  body: staffMoveReservationRequestSchema,
  responses: { 200: reservation },
  errors: ['invalid_input', 'unauthenticated', 'reservation_not_found', 'not_editable', ...seating],
});

export const changeStaffReservationState = defineOperation({
  method: 'post',
  path: `${RESERVATION}/state`,
  id: 'changeStaffReservationState',
  summary:
    'Arrived, seated, finished or no-show, or the last of these taken back, on the reservation’s day only (a no-show who comes after all takes the table back if it is free)',
  tag: 'staff',
  staffSession: true,
  params: staffReservationParamsSchema,
  body: staffReservationStateRequestSchema,
  responses: { 200: reservation },
  errors: [
    'invalid_input',
    'unauthenticated',
    'reservation_not_found',
    'transition_not_allowed',
    'not_on_its_day',
    'table_taken',
  ],
});

export const cancelStaffReservation = defineOperation({
  method: 'post',
  path: `${RESERVATION}/cancel`,
  id: 'cancelStaffReservation',
  summary: 'Cancel for the guest or by the restaurant, with an optional message emailed to the guest',
  tag: 'staff',
  staffSession: true,
  params: staffReservationParamsSchema,
  body: staffCancelReservationRequestSchema,
  responses: { 200: reservation },
  errors: ['invalid_input', 'unauthenticated', 'reservation_not_found', 'transition_not_allowed'],
});
