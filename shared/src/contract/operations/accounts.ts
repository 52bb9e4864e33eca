import {
  acceptedResponseSchema,
  availabilityQuerySchema,
  availabilityResponseSchema,
  confirmEmailRequestSchema,
  forgotPasswordRequestSchema,
  linkRequestSchema,
  pendingSignUpResponseSchema,
  setPasswordRequestSchema,
  signUpRequestSchema,
  signUpResponseSchema,
} from '../accounts';
import { defineOperation } from '../operation';

/**
 * A business signs itself up, confirms its email, accepts invitations and resets passwords
 * (decision 0055). Under /v0/staff, so the staff write guard (JSON from a front-end origin)
 * covers them too. None needs a session: the emailed link's token is the proof.
 */
export const signUp = defineOperation({
  method: 'post',
  path: '/v0/staff/sign-up',
  id: 'signUp',
  summary: 'A business signs up: its organization (page off) and owner (unconfirmed); a confirmation email',
  tag: 'staff',
  body: signUpRequestSchema,
  responses: {
    202: {
      description: 'Check your email (the same answer when the email has an account)',
      schema: signUpResponseSchema,
    },
  },
  errors: ['invalid_input', 'rate_limited'],
  fieldCodes: ['reserved_slug', 'slug_taken'],
});

export const checkPageAddress = defineOperation({
  method: 'get',
  path: '/v0/staff/sign-up/availability',
  id: 'checkPageAddress',
  summary: 'Whether a page address is free, as it is typed',
  tag: 'staff',
  query: availabilityQuerySchema,
  responses: { 200: { description: 'Free, or why not', schema: availabilityResponseSchema } },
  errors: ['invalid_input', 'rate_limited'],
});

export const getPendingSignUp = defineOperation({
  method: 'post',
  path: '/v0/staff/sign-up/pending',
  id: 'getPendingSignUp',
  summary: "The business name, page address and vertical a confirmation link's sign-up holds; the link stays unused",
  tag: 'staff',
  body: linkRequestSchema,
  responses: { 200: { description: 'The sign-up waiting for this link', schema: pendingSignUpResponseSchema } },
  errors: ['invalid_input', 'link_invalid', 'rate_limited'],
});

export const confirmEmail = defineOperation({
  method: 'post',
  path: '/v0/staff/sign-up/confirmation',
  id: 'confirmEmail',
  summary:
    "Confirms a sign-up's email from the emailed link (24 hours, once), with the owner's password and the business's name and page address",
  tag: 'staff',
  body: confirmEmailRequestSchema,
  responses: { 204: { description: 'Confirmed: the owner can sign in with the password' } },
  errors: ['invalid_input', 'link_invalid', 'rate_limited'],
  fieldCodes: ['slug_taken', 'common_password'],
});

export const resendConfirmation = defineOperation({
  method: 'post',
  path: '/v0/staff/sign-up/confirmation-email',
  id: 'resendConfirmation',
  summary:
    'Emails a new confirmation link (24 hours, once) to a signed-up account not confirmed yet; the same answer for any other email',
  tag: 'staff',
  body: forgotPasswordRequestSchema,
  responses: { 202: { description: 'Check your email', schema: acceptedResponseSchema } },
  errors: ['invalid_input', 'rate_limited'],
});

export const requestPasswordReset = defineOperation({
  method: 'post',
  path: '/v0/staff/password-reset',
  id: 'requestPasswordReset',
  summary: 'Emails a link to set a new password (1 hour, once); the same answer for unknown emails',
  tag: 'staff',
  body: forgotPasswordRequestSchema,
  responses: { 202: { description: 'Check your email', schema: acceptedResponseSchema } },
  errors: ['invalid_input', 'rate_limited'],
});

export const resetPassword = defineOperation({
  method: 'put',
  path: '/v0/staff/password-reset',
  id: 'resetPassword',
  summary: 'Sets a new password from the emailed link; ends every session of the account',
  tag: 'staff',
  body: setPasswordRequestSchema,
  responses: { 204: { description: 'Password set: sign in with it' } },
  errors: ['invalid_input', 'link_invalid', 'rate_limited'],
  fieldCodes: ['common_password'],
});

export const acceptInvitation = defineOperation({
  method: 'post',
  path: '/v0/staff/invitation',
  id: 'acceptInvitation',
  summary: 'Sets the password of an invited account from its emailed link (7 days, once)',
  tag: 'staff',
  body: setPasswordRequestSchema,
  responses: { 204: { description: 'Password set: sign in with it' } },
  errors: ['invalid_input', 'link_invalid', 'rate_limited'],
  fieldCodes: ['common_password'],
});
