import { defineOperation } from '../operation';
import {
  goLiveRequestSchema,
  goLiveResponseSchema,
  imageFileParamsSchema,
  imageUploadQuerySchema,
  imageUploadResponseSchema,
  MAX_IMAGE_BYTES,
  pageSettingsRequestSchema,
  pageSettingsResponseSchema,
} from '../page-settings';

/**
 * The business's page (decision 0058) and going live (decision 0059): owner-only, and only
 * ever the caller's own organization.
 */
const OWNER = ['unauthenticated', 'owner_only'] as const;

export const getPageSettings = defineOperation({
  method: 'get',
  path: '/v0/staff/settings/page',
  id: 'getPageSettings',
  summary: "The page's name, colour, logo, banner and links as the owner set them, and the images' storage used",
  tag: 'staff',
  staffSession: true,
  ownerOnly: true,
  responses: { 200: { description: 'The page', schema: pageSettingsResponseSchema } },
  errors: [...OWNER],
});

export const savePageSettings = defineOperation({
  method: 'put',
  path: '/v0/staff/settings/page',
  id: 'savePageSettings',
  summary: "Saves the page's name, colour, images and links; the public page shows them within 2 s",
  tag: 'staff',
  staffSession: true,
  ownerOnly: true,
  body: pageSettingsRequestSchema,
  responses: { 200: { description: 'Saved', schema: pageSettingsResponseSchema } },
  errors: ['invalid_input', ...OWNER],
  fieldCodes: [
    'https_only',
    'no_credentials',
    'instagram_only',
    'facebook_only',
    'invalid_characters',
    'image_not_found',
  ],
});

export const uploadImage = defineOperation({
  method: 'post',
  path: '/v0/staff/images',
  id: 'uploadImage',
  summary:
    'Uploads a PNG, JPEG or WebP (5 MB, 25 megapixels at most), re-encoded into the sizes its purpose needs; 10 a minute and 50 MB stored per organization',
  tag: 'staff',
  staffSession: true,
  ownerOnly: true,
  query: imageUploadQuerySchema,
  upload: { maxBytes: MAX_IMAGE_BYTES },
  responses: { 201: { description: 'Stored', schema: imageUploadResponseSchema } },
  errors: ['invalid_input', ...OWNER, 'storage_full', 'rate_limited'],
  fieldCodes: ['image_type', 'image_too_large', 'image_too_many_pixels', 'image_unreadable'],
});

export const getImage = defineOperation({
  method: 'get',
  path: '/v0/images/{file}',
  id: 'getImage',
  summary: 'One variant of an uploaded image, by its content hash: cached for good',
  tag: 'merchant',
  params: imageFileParamsSchema,
  responses: { 200: { description: 'The image' } },
  errors: ['invalid_input', 'not_found'],
});

export const getGoLive = defineOperation({
  method: 'get',
  path: '/v0/staff/settings/live',
  id: 'getGoLive',
  summary: 'Whether the page is live, and what it still needs before it can go live',
  tag: 'staff',
  staffSession: true,
  ownerOnly: true,
  responses: { 200: { description: 'The state and the checklist', schema: goLiveResponseSchema } },
  errors: [...OWNER],
});

export const setGoLive = defineOperation({
  method: 'put',
  path: '/v0/staff/settings/live',
  id: 'setGoLive',
  summary: 'Switches the page on (once the checklist is done: 409 not_ready otherwise) or off',
  tag: 'staff',
  staffSession: true,
  ownerOnly: true,
  body: goLiveRequestSchema,
  responses: { 200: { description: 'Switched', schema: goLiveResponseSchema } },
  errors: ['invalid_input', ...OWNER, 'not_ready'],
});
