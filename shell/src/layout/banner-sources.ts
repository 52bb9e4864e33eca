import type { Theme } from '@booking/shared/contract/configuration';

export type BannerSources = { src: string; srcSet: string; sizes?: string };

/** The widths the configuration's banner variants are made at (decision 0058). */
const WIDTHS = [
  ['360w', 360],
  ['720w', 720],
  ['1080w', 1080],
  ['1x', 1280],
  ['2x', 2560],
  ['3x', 3840],
] as const;

/**
 * The banner's `src`, `srcset` and `sizes`, the same for the browser's header, the server's
 * and the server's preload of it, so that the image is fetched once. An uploaded banner has
 * phone widths: the candidates are then widths and the banner is drawn the page's whole width
 * (`sizes` 100vw), so a 360 px phone takes the 360 px one (1080 at 3 device pixels). A banner
 * hosted elsewhere has 1x/2x/3x only, chosen by the screen's density. Null: no banner.
 */
export function bannerSources(image: Theme['header_background_image']): BannerSources | null {
  const x1 = image?.['1x'];
  if (!image || !x1) return null;
  if (image['360w']) {
    const srcSet = WIDTHS.filter(([name]) => image[name])
      .map(([name, width]) => `${image[name]} ${width}w`)
      .join(', ');
    return { src: x1, srcSet, sizes: '100vw' };
  }
  const srcSet = (['1x', '2x', '3x'] as const)
    .filter((density) => image[density])
    .map((density) => `${image[density]} ${density}`)
    .join(', ');
  return { src: x1, srcSet };
}
