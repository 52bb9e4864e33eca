import * as z from 'zod/mini';
import { LOCALES } from '../i18n/locale';
import { isReservedSlug, slugSchema } from '../slugs';
import { idSchema } from './ids';
import { oneLineText, secretText } from './safe-text';

/** The language of the emails an account gets. */
const messageLocaleSchema = z._default(z.enum(LOCALES), 'de');

/*
 * Accounts of a business (decision 0055): sign-up, email confirmation, invitations, password
 * reset. The links in the emails carry their token in the fragment (`#token=...`), which no
 * browser sends to a server or in a Referer; the page posts it here.
 */

export const MIN_PASSWORD_LENGTH = 12;

export const accountRoleSchema = z.enum(['owner', 'staff']);
export type AccountRole = z.infer<typeof accountRoleSchema>;

export const VERTICALS = ['beauty', 'gastro'] as const;

const email = () => z.email().check(z.maxLength(254), oneLineText());
const businessName = () => z.string().check(z.minLength(1), z.maxLength(100), oneLineText());
const personName = () => z.string().check(z.minLength(1), z.maxLength(100), oneLineText());

/**
 * A password someone chooses: at least 12 characters. The API also refuses one on the list
 * of common passwords (`common_password`); that list is not shipped to the browser.
 */
export const newPasswordSchema = z.string().check(z.minLength(MIN_PASSWORD_LENGTH), z.maxLength(1024), secretText());

/** A page address a business may take: a slug that is not a word the routes use. */
export const pageAddressSchema = slugSchema.check(
  z.refine((slug) => !isReservedSlug(slug), { message: 'reserved_slug', params: { field_code: 'reserved_slug' } }),
);

/** POST /v0/staff/sign-up. `locale`: the language of the emails. */
export const signUpRequestSchema = z.object({
  business_name: businessName(),
  organization: pageAddressSchema,
  /** `beauty` is a salon, `gastro` a restaurant (the configuration's verticals). */
  vertical: z.enum(VERTICALS),
  first_name: personName(),
  last_name: personName(),
  email: email(),
  /**
   * Ignored: the password is chosen when the email is confirmed, by whoever holds the inbox
   * (decision 0076). Still accepted from a staff front end of the release before.
   */
  password: z.optional(z.string().check(z.maxLength(1024))),
  accept_terms: z.literal(true),
  locale: messageLocaleSchema,
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/**
 * 202 whether or not the email had an account already (then that account gets an email
 * saying someone tried to sign up with it): the answer never tells which emails exist.
 */
export const signUpResponseSchema = z.object({ results: z.object({ email: z.string() }) });

/** GET /v0/staff/sign-up/availability?organization=...: asked as the address is typed. */
export const availabilityQuerySchema = z.object({ organization: slugSchema });
export const availabilityResponseSchema = z.object({
  results: z.object({
    organization: z.string(),
    available: z.boolean(),
    /** Why not, as the field code sign-up would answer. */
    reason: z.nullable(z.enum(['reserved_slug', 'slug_taken'])),
  }),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

/** The token from an emailed link's fragment. */
export const linkTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/));

/** POST /v0/staff/sign-up/pending: reads what a confirmation link's sign-up holds, without using the link. */
export const linkRequestSchema = z.object({ token: linkTokenSchema });
export const pendingSignUpResponseSchema = z.object({
  results: z.object({
    business_name: z.string(),
    organization: z.string(),
    vertical: z.enum(VERTICALS),
  }),
});
export type PendingSignUp = z.infer<typeof pendingSignUpResponseSchema>['results'];

/**
 * POST /v0/staff/sign-up/confirmation: whoever opened the link chooses the password and keeps
 * or changes the business's name and page address (decision 0076).
 */
export const confirmEmailRequestSchema = z.object({
  token: linkTokenSchema,
  password: newPasswordSchema,
  business_name: businessName(),
  organization: pageAddressSchema,
});
export type ConfirmEmailRequest = z.infer<typeof confirmEmailRequestSchema>;

/** POST /v0/staff/password-reset: 202 whether or not the email has an account. */
export const forgotPasswordRequestSchema = z.object({ email: email(), locale: messageLocaleSchema });
export const acceptedResponseSchema = z.object({ results: z.object({ email: z.string() }) });

/** PUT /v0/staff/password-reset and POST /v0/staff/invitation: a link's token and the new password. */
export const setPasswordRequestSchema = z.object({ token: linkTokenSchema, password: newPasswordSchema });

/** `invited`: the invitation's link has not set a password yet; `unconfirmed`: signed up, email not confirmed. */
export const accountStateSchema = z.enum(['active', 'invited', 'unconfirmed']);

export const teamAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: accountRoleSchema,
  state: accountStateSchema,
});
export type TeamAccount = z.infer<typeof teamAccountSchema>;

export const teamResponseSchema = z.object({ results: z.object({ accounts: z.array(teamAccountSchema) }) });
export type TeamResponse = z.infer<typeof teamResponseSchema>;
export const teamAccountResponseSchema = z.object({ results: z.object({ account: teamAccountSchema }) });
export type TeamAccountResponse = z.infer<typeof teamAccountResponseSchema>;

/** POST /v0/staff/team: invite someone; their link sets a password (7 days, once). */
export const inviteRequestSchema = z.object({
  first_name: personName(),
  last_name: personName(),
  email: email(),
  role: accountRoleSchema,
  locale: messageLocaleSchema,
});
export const roleChangeRequestSchema = z.object({ role: accountRoleSchema });
export const accountParamsSchema = z.object({ account: idSchema });

export const teamSessionSchema = z.object({
  id: z.string(),
  account: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  signed_in_at: z.string(),
  last_activity_at: z.string(),
  /** The session this request is made with. */
  current: z.boolean(),
});
export const teamSessionsResponseSchema = z.object({ results: z.object({ sessions: z.array(teamSessionSchema) }) });
export type TeamSessionsResponse = z.infer<typeof teamSessionsResponseSchema>;
export const sessionParamsSchema = z.object({ session: idSchema });
