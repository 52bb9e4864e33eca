import { type SignUpRequest, signUpRequestSchema } from '@booking/shared/contract/accounts';
import type { Locale } from '@booking/shared/i18n/locale';
import * as z from 'zod/mini';

/**
 * The sign-up form: the API's request without the language (the page's) and without a
 * password (chosen on the confirmation link), and the terms a box that starts unticked and
 * must be ticked, said at the box rather than as a bad value.
 */
export const signUpFormSchema = z.extend(
  z.omit(signUpRequestSchema, { locale: true, accept_terms: true, password: true }),
  {
    vertical: z
      .string()
      .check(z.refine((value) => value === 'beauty' || value === 'gastro', { message: 'invalid_value' })),
    accept_terms: z.boolean().check(z.refine((accepted) => accepted, { message: 'required' })),
  },
);
export type SignUpFormValues = z.input<typeof signUpFormSchema>;

export const emptySignUp: SignUpFormValues = {
  business_name: '',
  organization: '',
  vertical: '',
  first_name: '',
  last_name: '',
  email: '',
  accept_terms: false,
};

const FIELDS = new Set(Object.keys(emptySignUp));

/** The form's field for a field the API refused, or null (then it is said above the form). */
export function signUpFieldOf(apiField: string): keyof SignUpFormValues | null {
  return FIELDS.has(apiField) ? (apiField as keyof SignUpFormValues) : null;
}

export function signUpRequestOf(values: z.output<typeof signUpFormSchema>, locale: Locale): SignUpRequest {
  return { ...values, vertical: values.vertical as SignUpRequest['vertical'], accept_terms: true, locale };
}
