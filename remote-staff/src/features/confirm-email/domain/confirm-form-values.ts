import {
  type ConfirmEmailRequest,
  confirmEmailRequestSchema,
  type PendingSignUp,
} from '@booking/shared/contract/accounts';
import * as z from 'zod/mini';

/** The confirmation form: the API's request without the link's token (the page's). */
export const confirmFormSchema = z.omit(confirmEmailRequestSchema, { token: true });
export type ConfirmFormValues = z.input<typeof confirmFormSchema>;

/** The form as the link's sign-up left it: its name and address to keep or change, no password. */
export function confirmFormOf(pending: PendingSignUp): ConfirmFormValues {
  return { business_name: pending.business_name, organization: pending.organization, password: '' };
}

const FIELDS = new Set<string>(['business_name', 'organization', 'password']);

/** The form's field for a field the API refused, or null (then it is said above the button). */
export function confirmFieldOf(apiField: string): keyof ConfirmFormValues | null {
  return FIELDS.has(apiField) ? (apiField as keyof ConfirmFormValues) : null;
}

export function confirmRequestOf(token: string, values: z.output<typeof confirmFormSchema>): ConfirmEmailRequest {
  return { token, ...values };
}
