import { inviteRequestSchema } from '@booking/shared/contract/accounts';
import type { Locale } from '@booking/shared/i18n/locale';
import type * as z from 'zod/mini';

/** The invitation form is the API's request as it is: checked by the same schema. */
export const inviteFormSchema = inviteRequestSchema;
export type InviteFormValues = z.input<typeof inviteFormSchema>;

/** An empty invitation: staff by default (the smaller right), the email in the owner's language. */
export function emptyInvitation(locale: Locale): InviteFormValues {
  return { first_name: '', last_name: '', email: '', role: 'staff', locale };
}

const FIELDS = new Set<string>(['first_name', 'last_name', 'email', 'role', 'locale']);

/** The form's field for a field the API refused (a taken email), or null: then it is said above the button. */
export function inviteFieldOf(apiField: string): keyof InviteFormValues | null {
  return FIELDS.has(apiField) ? (apiField as keyof InviteFormValues) : null;
}
