import * as z from 'zod/mini';
import { idSchema } from './ids';
import { pageLinkSchema } from './page-link';
import { oneLineText } from './safe-text';
import { HEX_COLOR } from './safe-values';

/*
 * The business's page as its owner sets it (decision 0058): name, colour, logo and banner,
 * social and legal links; and whether the page is live (decision 0059).
 */

/** What an uploaded image is for: which sizes are made of it. */
export const IMAGE_PURPOSES = ['logo', 'banner', 'employee_photo'] as const;
export const imagePurposeSchema = z.enum(IMAGE_PURPOSES);
export type ImagePurpose = z.infer<typeof imagePurposeSchema>;

/** Uploads larger than this are refused before they are read whole. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * Pixels an upload may declare (width x height) before it is decoded: decompression bombs, and
 * the memory one decode takes (decision 0078). A phone's photo has 12 to 24 million.
 */
export const MAX_IMAGE_PIXELS = 25_000_000;
/** What one organization's stored images may take, saved or not yet swept (decision 0078). */
export const IMAGE_STORAGE_LIMIT_BYTES = 50_000_000;
/** The formats an upload may have, read from its first bytes (its name and type are not trusted). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const imageVariantSchema = z.object({
  /** `1x`/`2x`/`3x` for the densities the configuration carries, `w<width>` for phone widths. */
  name: z.string(),
  width: z.number(),
  height: z.number(),
  url: z.string(),
});
export type ImageVariant = z.infer<typeof imageVariantSchema>;

export const uploadedImageSchema = z.object({
  id: idSchema,
  purpose: imagePurposeSchema,
  variants: z.array(imageVariantSchema),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** How many bytes the organization's stored images take, of how many it may store. */
export const imageStorageSchema = z.object({ used_bytes: z.number(), limit_bytes: z.number() });
export type ImageStorage = z.infer<typeof imageStorageSchema>;

/** POST /v0/staff/images?purpose=...: the body is the file's bytes. */
export const imageUploadQuerySchema = z.object({ purpose: imagePurposeSchema });
export const imageUploadResponseSchema = z.object({
  results: z.object({ image: uploadedImageSchema, image_storage: imageStorageSchema }),
});

/** GET /v0/images/{file}: `<sha256>.webp`, the address of one variant. */
export const imageFileParamsSchema = z.object({
  file: z.string().check(z.regex(/^[0-9a-f]{64}\.webp$/)),
});

export const pageSettingsRequestSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(100), oneLineText()),
  /** The brand colour, as `#rrggbb`; the text on it is black or white, whichever contrasts more. */
  color: z.string().check(z.regex(HEX_COLOR)),
  logo_image: z.nullable(idSchema),
  banner_image: z.nullable(idSchema),
  instagram_url: pageLinkSchema('instagram'),
  facebook_url: pageLinkSchema('facebook'),
  terms_of_service_url: pageLinkSchema(),
  privacy_policy_url: pageLinkSchema(),
  imprint_url: pageLinkSchema(),
});
export type PageSettingsRequest = z.infer<typeof pageSettingsRequestSchema>;

export const pageSettingsSchema = z.object({
  organization: z.string(),
  vertical: z.enum(['beauty', 'gastro']),
  name: z.string(),
  color: z.string(),
  logo: z.nullable(uploadedImageSchema),
  banner: z.nullable(uploadedImageSchema),
  instagram_url: z.nullable(z.string()),
  facebook_url: z.nullable(z.string()),
  terms_of_service_url: z.nullable(z.string()),
  privacy_policy_url: z.nullable(z.string()),
  imprint_url: z.nullable(z.string()),
});
export type PageSettings = z.infer<typeof pageSettingsSchema>;
export const pageSettingsResponseSchema = z.object({
  results: z.object({ page: pageSettingsSchema, image_storage: imageStorageSchema }),
});
export type PageSettingsResponse = z.infer<typeof pageSettingsResponseSchema>;

/**
 * What a page needs before it can go live, each read from the database: a salon's branch with
 * hours, service and employee with hours; a restaurant's branch with hours, a table guests can
 * book that seats its smallest online party, and a phone number for parties too large to book
 * online (decision 0080).
 */
export const GO_LIVE_ITEMS = [
  'branch_with_hours',
  'service',
  'employee_with_hours',
  'online_table',
  'phone_for_large_parties',
] as const;
export const goLiveItemSchema = z.enum(GO_LIVE_ITEMS);
export type GoLiveItem = z.infer<typeof goLiveItemSchema>;

export const goLiveSchema = z.object({
  live: z.boolean(),
  checklist: z.array(z.object({ item: goLiveItemSchema, done: z.boolean() })),
});
export type GoLive = z.infer<typeof goLiveSchema>;
export const goLiveResponseSchema = z.object({ results: goLiveSchema });
export type GoLiveResponse = z.infer<typeof goLiveResponseSchema>;
export const goLiveRequestSchema = z.object({ live: z.boolean() });
