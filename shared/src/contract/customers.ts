import { getCountries, isSupportedCountry, isValidPhoneNumber } from 'libphonenumber-js/min';
import * as z from 'zod/mini';
import { slugSchema } from '../slugs';
import { appointmentStatusSchema, cancelledBySchema, paymentMethodSchema } from './appointments';
import { customerLinkSchema, customerMatchSchema } from './customer-link';
import { hostStatusSchema, reservationCancelledBySchema } from './host-status';
import { queryIntegerSchema } from './query-integer';
import { reservationStatusSchema } from './reservations';
import { multiLineText, oneLineText } from './safe-text';
import { moneySchema } from './services';
import { idSchema } from './tokens';
import { localDateSchema, zonedDateTimeSchema } from './zoned-time';

export { type CustomerLink, type CustomerMatch, customerLinkSchema, customerMatchSchema } from './customer-link';

/*
 * Customer records of an organization. The staff form and
 * the API validate with the same schemas. Optional text fields take '' as "not given", since
 * that is what an emptied form field holds; the API stores it as null. The API stores email
 * in lower case and phone in E.164, so matching online bookings compares like with like.
 */

export const MIN_NAME_LENGTH = 2;

const name = z.string().check(z.trim(), z.minLength(MIN_NAME_LENGTH), z.maxLength(100), oneLineText());
/** Optional one-line text: '' means none. */
const optionalLine = (max: number) =>
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max), oneLineText())));

/** An email or '' (none); a bad one is `invalid_email`, as the booking form says. */
export const optionalEmailSchema = z.string().check(
  z.trim(),
  z.maxLength(254),
  oneLineText(),
  z.check((ctx) => {
    if (ctx.value !== '' && !z.regexes.email.test(ctx.value)) {
      ctx.issues.push({ code: 'invalid_format', format: 'email', input: ctx.value, pattern: z.regexes.email.source });
    }
  }),
);

/**
 * A phone number or '' (none). Staff often type a national number (0171 ...): that one gets
 * its own code, `missing_calling_code` ("phone needs a calling code such as +49", SPEC 5);
 * one with a calling code that still is no number is `invalid_phone`.
 */
export const optionalPhoneSchema = z.string().check(
  z.trim(),
  z.maxLength(32),
  oneLineText(),
  z.check((ctx) => {
    if (ctx.value === '') return;
    if (!ctx.value.startsWith('+')) {
      ctx.issues.push({
        code: 'custom',
        message: 'missing_calling_code',
        params: { field_code: 'missing_calling_code' },
        input: ctx.value,
      });
    } else if (!isValidPhoneNumber(ctx.value)) {
      ctx.issues.push({ code: 'invalid_format', format: 'phone', input: ctx.value });
    }
  }),
);

/** The countries an address may name (ISO 3166-1 alpha-2), for the form's list; names via Intl.DisplayNames. */
export const addressCountryCodes = (): readonly string[] => getCountries();

/** ISO 3166-1 alpha-2, of a country libphonenumber knows (the form offers the same list). */
export const countryCodeSchema = z.string().check(
  z.regex(/^[A-Z]{2}$/),
  z.refine((code) => isSupportedCountry(code), { message: 'invalid_value' }),
);

export const addressKindSchema = z.enum(['billing', 'delivery']);
export type AddressKind = z.infer<typeof addressKindSchema>;

export const addressSchema = z.object({
  kind: addressKindSchema,
  street: z.string().check(z.trim(), z.minLength(MIN_NAME_LENGTH), z.maxLength(200), oneLineText()),
  /** House number; some addresses have none. */
  number: optionalLine(20),
  zip: z.string().check(z.trim(), z.minLength(1), z.maxLength(20), oneLineText()),
  city: z.string().check(z.trim(), z.minLength(MIN_NAME_LENGTH), z.maxLength(100), oneLineText()),
  country: countryCodeSchema,
});
export type Address = z.infer<typeof addressSchema>;

export const genderSchema = z.enum(['female', 'male']);
export type Gender = z.infer<typeof genderSchema>;

/** Online: created by matching an online booking; staff: entered by staff. */
export const customerSourceSchema = z.enum(['online', 'staff']);
export type CustomerSource = z.infer<typeof customerSourceSchema>;

/**
 * Letters, digits and - _ / . as merchants number their customers; '' lets the API number it.
 * The pattern holds for the value as sent (not trimmed first): `"   "` is no number, and a
 * space inside one would be lost on the way to a search.
 */
export const customerNumberInputSchema = z.string().check(z.maxLength(32), z.regex(/^[A-Za-z0-9._/-]*$/));

/** A birthday as a local date (YYYY-MM-DD), or '' (none): no time zone belongs to it. */
const birthdaySchema = z.string().check(
  z.refine((value) => value === '' || (localDateSchema.safeParse(value).success && value >= '1900-01-01'), {
    message: 'invalid_format',
  }),
);

/**
 * POST /v0/staff/customers and PUT /v0/staff/customers/{customer} (the whole record again).
 * Errors: 400 invalid_input with fields (`too_short` {min}, `invalid_email`,
 * `missing_calling_code`, `invalid_phone`, `email_taken`, `customer_number_taken`).
 */
export const customerRequestSchema = z.object({
  first_name: name,
  last_name: name,
  email: z.optional(z.nullable(optionalEmailSchema)),
  phone: z.optional(z.nullable(optionalPhoneSchema)),
  addresses: z._default(z.array(addressSchema).check(z.maxLength(10)), []),
  birthday: z.optional(z.nullable(birthdaySchema)),
  gender: z.optional(z.nullable(genderSchema)),
  company: optionalLine(200),
  b2b: z._default(z.boolean(), false),
  newsletter: z._default(z.boolean(), false),
  /** Whether the customer wants appointment reminders. */
  reminders: z._default(z.boolean(), true),
  comment: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(2000), multiLineText()))),
  /** Generated (the next free number of the organization) when empty. */
  customer_number: z.optional(z.nullable(customerNumberInputSchema)),
});
export type CustomerRequest = z.input<typeof customerRequestSchema>;
export type CustomerRequestParsed = z.output<typeof customerRequestSchema>;

/** An ISO instant in UTC: a customer belongs to the organization, not to one branch's zone. */
const instantSchema = z.iso.datetime();

export const customerSchema = z.object({
  id: idSchema,
  customer_number: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** Lower case, as stored and matched. */
  email: z.nullable(z.string()),
  /** E.164 (+4930123456), as stored and matched. */
  phone: z.nullable(z.string()),
  addresses: z.array(
    z.object({
      kind: addressKindSchema,
      street: z.string(),
      number: z.nullable(z.string()),
      zip: z.string(),
      city: z.string(),
      country: z.string(),
    }),
  ),
  birthday: z.nullable(localDateSchema),
  gender: z.nullable(genderSchema),
  company: z.nullable(z.string()),
  b2b: z.boolean(),
  newsletter: z.boolean(),
  reminders: z.boolean(),
  comment: z.nullable(z.string()),
  source: customerSourceSchema,
  created_at: instantSchema,
  updated_at: instantSchema,
});
export type Customer = z.infer<typeof customerSchema>;

export const customerResponseSchema = z.object({ results: z.object({ customer: customerSchema }) });
export type CustomerResponse = z.infer<typeof customerResponseSchema>;

/** Path parameter of the customer calls: a live customer of the staff member's organization. */
export const customerParamsSchema = z.object({ customer: idSchema });
export const staffReservationParamsSchema = z.object({ reservation: idSchema });

export const CUSTOMER_PAGE_SIZE = 25;
export const CUSTOMER_SORTS = ['last_name', 'first_name', 'customer_number', 'created_at'] as const;
export const customerSortSchema = z.enum(CUSTOMER_SORTS);
export type CustomerSort = z.infer<typeof customerSortSchema>;

/**
 * GET /v0/staff/customers: live customers of the organization, searched in name, email,
 * phone and customer number (every word of `q` must match one of them), sorted, paged by offset.
 * A `q` that is a phone number however written (`+49 1511 2345678`, `0151 12345678`) is searched
 * as one number; `country` is the branch's, for a number typed without its calling code.
 */
export const customerListQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100), oneLineText())),
  country: z.optional(countryCodeSchema),
  sort: z._default(customerSortSchema, 'last_name'),
  order: z._default(z.enum(['asc', 'desc']), 'asc'),
  offset: z._default(queryIntegerSchema(0, 100_000), 0),
  limit: z._default(queryIntegerSchema(1, 100), CUSTOMER_PAGE_SIZE),
});
export type CustomerListQuery = z.input<typeof customerListQuerySchema>;

export const customerListResponseSchema = z.object({
  results: z.object({
    customers: z.array(customerSchema),
    /** All live customers the search finds, for "n customers" and the page count. */
    total: z.number(),
    /** The offset of the next page, or null on the last one. */
    next_offset: z.nullable(z.number()),
  }),
});
export type CustomerListResponse = z.infer<typeof customerListResponseSchema>;

const branchRefSchema = z.object({ slug: slugSchema, name: z.string(), timezone: z.string() });

/** An appointment as the customer page lists it (times in its branch's zone). */
export const customerAppointmentSchema = z.object({
  id: idSchema,
  branch: branchRefSchema,
  start: zonedDateTimeSchema,
  end: zonedDateTimeSchema,
  status: appointmentStatusSchema,
  cancelled_by: z.nullable(cancelledBySchema),
  services: z.array(z.object({ id: idSchema, name: z.string() })),
  total_price: moneySchema,
  payment: paymentMethodSchema,
  match: customerMatchSchema,
  /**
   * The name the appointment was booked under, which may not be the record's; null for a staff
   * booking made for the record itself, which has no name of its own.
   */
  booked_as: z.nullable(z.string()),
});
export type CustomerAppointment = z.infer<typeof customerAppointmentSchema>;

/** A reservation as the customer page lists it. */
export const customerReservationSchema = z.object({
  id: idSchema,
  branch: branchRefSchema,
  start: zonedDateTimeSchema,
  end: zonedDateTimeSchema,
  status: reservationStatusSchema,
  /**
   * Its state at the restaurant (arrived, seated, finished, no-show...), with who cancelled
   * and whether the guest cancelled late. Optional in the schema only so that older answers
   * still parse; the API always sends them.
   */
  host_status: z.optional(hostStatusSchema),
  cancelled_by: z.optional(z.nullable(reservationCancelledBySchema)),
  late_cancellation: z.optional(z.boolean()),
  party_size: z.number(),
  match: customerMatchSchema,
  /** The name the reservation was made under, which may not be the record's. */
  booked_as: z.string(),
});
export type CustomerReservation = z.infer<typeof customerReservationSchema>;

/** The most the customer page lists of each kind: all upcoming, the latest past ones. */
export const CUSTOMER_HISTORY_LIMIT = 100;

/** Another live record named on a customer's page: who they are, and where to read them. */
export const customerSummarySchema = z.object({
  id: idSchema,
  customer_number: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

/** The most records "same phone as" names (a shared office number could have many). */
export const SAME_PHONE_LIMIT = 10;

/**
 * GET /v0/staff/customers/{customer}: the record with its appointments and reservations,
 * upcoming (soonest first) and past (latest first), in every state, and the other live records
 * with the same phone (oldest first): an online booking under another name with a known phone
 * makes a record of its own, which staff may merge into this one when it is the same person.
 */
export const customerDetailResponseSchema = z.object({
  results: z.object({
    customer: customerSchema,
    same_phone: z.array(customerSummarySchema),
    appointments: z.object({ upcoming: z.array(customerAppointmentSchema), past: z.array(customerAppointmentSchema) }),
    reservations: z.object({ upcoming: z.array(customerReservationSchema), past: z.array(customerReservationSchema) }),
    /**
     * What the restaurant keeps on the guest: reservations they did not come to, and those
     * they cancelled inside the cancellation lead time. Optional for older answers.
     */
    reservation_record: z.optional(z.object({ no_shows: z.number(), late_cancellations: z.number() })),
  }),
});
export type CustomerDetailResponse = z.infer<typeof customerDetailResponseSchema>;

/**
 * PUT /v0/staff/appointments/{appointment}/customer and .../reservations/{reservation}/customer:
 * staff link a walk-in or an unmatched booking to a customer of their organization (it then
 * reads `matched`). Errors: 404 appointment/reservation/customer_not_found (other
 * organizations' included).
 */
export const linkCustomerRequestSchema = z.object({ customer_id: idSchema });
export type LinkCustomerRequest = z.infer<typeof linkCustomerRequestSchema>;

/**
 * POST /v0/staff/customers/{customer}/merge: the record `customer_id` is merged into this one
 * (which is kept): its appointments and reservations move here, fields this record leaves empty
 * are taken from it, and it is deleted. Both must be live records of the staff member's
 * organization (else 404 customer_not_found); a record merged into itself is 400 with
 * `invalid_value` at `customer_id`.
 */
export const mergeCustomerRequestSchema = z.object({ customer_id: idSchema });
export type MergeCustomerRequest = z.infer<typeof mergeCustomerRequestSchema>;

export const customerReservationResponseSchema = z.object({
  results: z.object({ reservation: customerReservationSchema, customer: customerLinkSchema }),
});
export type CustomerReservationResponse = z.infer<typeof customerReservationResponseSchema>;
