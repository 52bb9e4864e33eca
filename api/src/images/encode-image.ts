import { createHash } from 'node:crypto';
import { type ImagePurpose, MAX_IMAGE_PIXELS } from '@booking/shared/contract/page-settings';
import sharp, { type Metadata } from 'sharp';
import { readImageFormat } from '../domain/images/read-image-format';

// One libvips thread per decode: the decode queue (images/upload-limits.ts) runs two at once
// on two cores, so more threads each would only fight over them. No operation cache: it kept
// decoded images (up to 50 MB) after the answer, and an upload is never decoded twice.
sharp.concurrency(1);
sharp.cache(false);

/** A box each variant is fitted into (aspect kept, never enlarged); `cover` crops to it. */
type Size = { name: string; width: number; height?: number; cover?: true };

/**
 * The sizes each purpose needs. The configuration carries 1x/2x/3x (the banner's `srcset`,
 * the logo at 3x so that it is sharp on any phone); the `w` widths fit a 360 px phone at one,
 * two and three device pixels per CSS pixel. The banner is drawn 100% wide and at most 176 px
 * high (a strip), the logo at most 40 px high, an employee's photo as a square of 96 px.
 */
export const IMAGE_SIZES: Record<ImagePurpose, readonly Size[]> = {
  banner: [
    { name: '1x', width: 1280 },
    { name: '2x', width: 2560 },
    { name: '3x', width: 3840 },
    { name: 'w360', width: 360 },
    { name: 'w720', width: 720 },
    { name: 'w1080', width: 1080 },
  ],
  logo: [
    { name: '1x', width: 320, height: 40 },
    { name: '2x', width: 640, height: 80 },
    { name: '3x', width: 960, height: 120 },
  ],
  employee_photo: [
    { name: '1x', width: 96, height: 96, cover: true },
    { name: '2x', width: 192, height: 192, cover: true },
    { name: '3x', width: 288, height: 288, cover: true },
  ],
};

export type EncodedVariant = { name: string; width: number; height: number; hash: string; bytes: Buffer };
export type EncodedImage = { width: number; height: number; variants: EncodedVariant[] };
/** A field code at `file`: the route answers it as 400 invalid_input. */
export type ImageRefusal = 'image_type' | 'image_too_many_pixels' | 'image_unreadable';

/**
 * Checks an upload and re-encodes it as WebP in the sizes of its purpose. The format is read
 * from the bytes first (SVG or anything else never reaches the decoder); the header's width
 * and height are checked against the pixel bound before a pixel is decoded, so a small file
 * that inflates to gigabytes (a decompression bomb) is refused at its header, and the
 * decoder itself is bound too. Re-encoding drops metadata (location in a photo's EXIF) and
 * anything hidden after the image's data.
 */
export async function encodeImage(
  bytes: Uint8Array,
  purpose: ImagePurpose,
): Promise<{ ok: true; value: EncodedImage } | { ok: false; refusal: ImageRefusal }> {
  const format = readImageFormat(bytes);
  if (!format) return { ok: false, refusal: 'image_type' };
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' as const };
  let meta: Metadata;
  try {
    // The header only: nothing is decoded, so the bound is checked here and said precisely.
    meta = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, refusal: 'image_unreadable' };
  }
  if (meta.format !== format) return { ok: false, refusal: 'image_type' };
  const { width, height } = meta;
  if (!width || !height) return { ok: false, refusal: 'image_unreadable' };
  if (width * height > MAX_IMAGE_PIXELS) return { ok: false, refusal: 'image_too_many_pixels' };
  try {
    // Each size decoded from the upload (JPEG and WebP shrink while decoding), turned upright
    // by its EXIF orientation.
    const variants: EncodedVariant[] = [];
    for (const size of IMAGE_SIZES[purpose]) {
      const { data, info } = await sharp(bytes, options)
        .autoOrient()
        .resize({
          width: size.width,
          height: size.height,
          fit: size.cover ? 'cover' : 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      const hash = createHash('sha256').update(data).digest('hex');
      variants.push({ name: size.name, width: info.width, height: info.height, hash, bytes: data });
    }
    const upright = meta.autoOrient ?? { width, height };
    return { ok: true, value: { width: upright.width, height: upright.height, variants } };
  } catch {
    return { ok: false, refusal: 'image_unreadable' };
  }
}
