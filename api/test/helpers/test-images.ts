import sharp from 'sharp';

/** A real image of the size and format, a gradient so that it does not compress to nothing. */
export async function imageOf(width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const p = i / 3;
    pixels[i] = (p % width) % 256;
    pixels[i + 1] = Math.floor(p / width) % 256;
    pixels[i + 2] = 128;
  }
  return new Uint8Array(
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .toFormat(format)
      .toBuffer(),
  );
}

/**
 * An image of one colour with many pixels: a few KB of PNG that would decode to
 * width x height x 3 bytes (a decompression bomb, or just a photo over the pixel bound).
 */
export async function plainImageOf(width: number, height: number) {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer(),
  );
}

/** An upload as the staff remote sends it: the file's bytes from the front end's origin. */
export function uploadInit(bytes: Uint8Array, cookie: string, origin: string): RequestInit {
  return {
    method: 'POST',
    headers: { cookie, origin, 'content-type': 'application/octet-stream' },
    body: new Blob([bytes as Uint8Array<ArrayBuffer>]),
  };
}
