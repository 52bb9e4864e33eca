import { idSchema } from '@booking/shared/contract/ids';
import {
  isHttpsUrl,
  type PageSettings,
  type PageSettingsRequest,
  pageSettingsRequestSchema,
} from '@booking/shared/contract/page-settings';
import * as z from 'zod/mini';

/** A link typed or left empty: empty is no link; anything else must be a full https address. */
const optionalLink = () =>
  z.string().check(
    z.maxLength(2000),
    z.refine((value) => value.trim() === '' || isHttpsUrl(value.trim()), {
      message: 'https_only',
      params: { field_code: 'https_only' },
    }),
  );

/** The page form: the API's request, its links as text fields where empty means none. */
export const pageFormSchema = z.extend(pageSettingsRequestSchema, {
  logo_image: z.nullable(idSchema),
  banner_image: z.nullable(idSchema),
  instagram_url: optionalLink(),
  facebook_url: optionalLink(),
  terms_of_service_url: optionalLink(),
  privacy_policy_url: optionalLink(),
  imprint_url: optionalLink(),
});
export type PageFormValues = z.input<typeof pageFormSchema>;

export const LINK_FIELDS = [
  'instagram_url',
  'facebook_url',
  'terms_of_service_url',
  'privacy_policy_url',
  'imprint_url',
] as const;

export function pageFormValuesOf(page: PageSettings): PageFormValues {
  return {
    name: page.name,
    color: page.color,
    logo_image: page.logo?.id ?? null,
    banner_image: page.banner?.id ?? null,
    instagram_url: page.instagram_url ?? '',
    facebook_url: page.facebook_url ?? '',
    terms_of_service_url: page.terms_of_service_url ?? '',
    privacy_policy_url: page.privacy_policy_url ?? '',
    imprint_url: page.imprint_url ?? '',
  };
}

export function pageRequestOf(values: z.output<typeof pageFormSchema>): PageSettingsRequest {
  const link = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    ...values,
    instagram_url: link(values.instagram_url),
    facebook_url: link(values.facebook_url),
    terms_of_service_url: link(values.terms_of_service_url),
    privacy_policy_url: link(values.privacy_policy_url),
    imprint_url: link(values.imprint_url),
  };
}

const FIELDS = new Set<string>(['name', 'color', 'logo_image', 'banner_image', ...LINK_FIELDS]);

/** The form's field for a field the API refused, or null (then it is said above the form). */
export function pageFieldOf(apiField: string): keyof PageFormValues | null {
  return FIELDS.has(apiField) ? (apiField as keyof PageFormValues) : null;
}
