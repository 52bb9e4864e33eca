import { idSchema } from '@booking/shared/contract/ids';
import { checkPageLink, type LinkSite, PAGE_LINK_MAX, pageLinkIssue } from '@booking/shared/contract/page-link';
import {
  type PageSettings,
  type PageSettingsRequest,
  pageSettingsRequestSchema,
} from '@booking/shared/contract/page-settings';
import * as z from 'zod/mini';

/** A link typed or left empty: empty is no link; anything else is checked as the API checks it. */
const optionalLink = (site: LinkSite = 'any') =>
  z.string().check(
    z.maxLength(PAGE_LINK_MAX),
    z.check((ctx) => {
      const text = ctx.value.trim();
      const link = text === '' ? null : checkPageLink(text, site);
      if (link && !link.ok) ctx.issues.push(pageLinkIssue(link.refusal, ctx.value));
    }),
  );

/** The page form: the API's request, its links as text fields where empty means none. */
export const pageFormSchema = z.extend(pageSettingsRequestSchema, {
  logo_image: z.nullable(idSchema),
  banner_image: z.nullable(idSchema),
  instagram_url: optionalLink('instagram'),
  facebook_url: optionalLink('facebook'),
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
