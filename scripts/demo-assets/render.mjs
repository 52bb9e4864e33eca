#!/usr/bin/env node
// Draws the demo merchants' logo and banner (designs/*.svg) with headless Chromium into the
// files the seeded configuration points at (shell/public/demo-assets/<merchant>/):
//   banner-1x.webp, banner-2x.webp, banner-3x.webp   the SVG at device scale factor 1, 2, 3
//   logo.webp                                          the SVG at 3x, transparent
// Rasterised once here, so the text of a logo looks the same whatever fonts a visitor has,
// and compact as WebP (Chromium's own encoder, through a canvas). Run it after changing a
// design and commit what it writes:
//
//   node scripts/demo-assets/render.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '../../shell/public/demo-assets');
const MERCHANTS = ['studio-lumen', 'kiezkueche'];
// Photographic banners would want less; flat illustrations keep edges clean at this quality.
const BANNER_QUALITY = 0.82;
const LOGO_QUALITY = 0.9;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});

/** The SVG's own width and height: the 1x size. */
function sizeOf(svg) {
  const width = Number(/<svg[^>]*\bwidth="(\d+)"/.exec(svg)?.[1]);
  const height = Number(/<svg[^>]*\bheight="(\d+)"/.exec(svg)?.[1]);
  if (!width || !height) throw new Error('a design needs width and height on its <svg>');
  return { width, height };
}

async function render(svg, scale, transparent) {
  const { width, height } = sizeOf(svg);
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: scale });
  try {
    const page = await context.newPage();
    await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${svg}</body></html>`);
    const png = await page.screenshot({ omitBackground: transparent, type: 'png' });
    return png;
  } finally {
    await context.close();
  }
}

/** PNG to WebP with Chromium's encoder. */
async function toWebp(png, quality) {
  const page = await browser.newPage();
  try {
    const base64 = await page.evaluate(
      async ({ data, quality }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        canvas.getContext('2d').drawImage(image, 0, 0);
        const url = canvas.toDataURL('image/webp', quality);
        if (!url.startsWith('data:image/webp')) throw new Error('this Chromium cannot encode WebP');
        return url.slice(url.indexOf(',') + 1);
      },
      { data: png.toString('base64'), quality },
    );
    return Buffer.from(base64, 'base64');
  } finally {
    await page.close();
  }
}

try {
  for (const merchant of MERCHANTS) {
    const folder = join(out, merchant);
    mkdirSync(folder, { recursive: true });
    const banner = readFileSync(join(here, 'designs', `${merchant}-banner.svg`), 'utf8');
    for (const scale of [1, 2, 3]) {
      const webp = await toWebp(await render(banner, scale, false), BANNER_QUALITY);
      writeFileSync(join(folder, `banner-${scale}x.webp`), webp);
      console.info(`${merchant}/banner-${scale}x.webp ${Math.round(webp.length / 1024)} KB`);
    }
    const logo = readFileSync(join(here, 'designs', `${merchant}-logo.svg`), 'utf8');
    const webp = await toWebp(await render(logo, 3, true), LOGO_QUALITY);
    writeFileSync(join(folder, 'logo.webp'), webp);
    console.info(`${merchant}/logo.webp ${Math.round(webp.length / 1024)} KB`);
  }
} finally {
  await browser.close();
}
