import type { APIRequestContext } from '@playwright/test';
import { PORTS, urlOf } from './ports';

/** A small PNG logo (240 x 60: a green strip with a sun), as an owner's file would be. */
export const LOGO_PNG = {
  name: 'logo.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAPAAAAA8CAMAAABvocdvAAAAwFBMVEX////uwkHjvUFphzsdZDcNXTbzxEIKXDb0xULRtUDQtEDGsEDFsEDEsEChoD2ioD4TYDYSXzbHsT/StUDOtEBKeTm/rj+9rT9GdznIsUC+rD/Br0ArazcoaTeZnT2Xmz0qajgeZTeVmj2Umj0paTgOXjbtw0EUYDfvw0JsiDtriDvhvUFcgjpbgDpZfzrDrz9egjtJeDldgTu+rT9agDtNejpMejrArkBIeDqgnz2inz4cZDcMXTfkvUHivUFcgTq2JsKSAAAACXBIWXMAAAsTAAALEwEAmpwYAAABgElEQVRoge3a2VLCQBCF4QaSnGZfBFFEWQRZxH3f3/+trNIbApnMncJp/rtApYqvhiRTMxEYS2AsgbEExhIYS2AsgbEExhIYS2AsgbEExhLXF91ZtfExnWYb1Xkf9ODx7b4udbcIQQ1+3NOV8i3wgicnmlCvBlLwoJjkVS0HoAQP8sle1XzACJ44xvdnjOvgA5+4vapD0IFbaV7VB5CBx2vPo3iFkAx8ne5VvYifvOHBC37ygTtc4K7Pq9GICjzzgjVHBa76wRUq8KEfXKICZ/3gcypwxg8+24E3OOz+0jB+03r1g1+owHNrE49+5PNGx1RgxBZnk2rHT9568MIHviQDh84VvN+abAsAuEkHH2Drk5XjXpr3FHzgWtntPWJcpkXgvIwLbyBI1j4JrhzjG7BuptWGiddvnXi79Lmwym0S3J/TNsTDr87SLDNq37+D/pWHUa5SzGYyn6VKLjZ/3vYExhIYS2AsgbEExhIYS2AsgbEExhIYS2As+e8f8Nd9A98MUFzyen3/AAAAAElFTkSuQmCC',
    'base64',
  ),
};

/** An SVG named like a PNG: the API reads the content and refuses it. */
export const SVG_AS_PNG = {
  name: 'logo.png',
  mimeType: 'image/png',
  buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
};

const API = urlOf(PORTS.api);
const ORIGIN = { origin: urlOf(PORTS.shell) };

/** The page's settings as the demo owner's session (in `request`) reads and writes them. */
export async function pageSettings(request: APIRequestContext): Promise<Record<string, unknown>> {
  const answer = await request.get(`${API}/v0/staff/settings/page`);
  if (!answer.ok()) throw new Error(`page settings answered ${answer.status()}`);
  const page = (await answer.json()).results.page as Record<string, unknown> & {
    logo: { id: string } | null;
    banner: { id: string } | null;
  };
  const { organization: _o, vertical: _v, logo, banner, ...rest } = page;
  return { ...rest, logo_image: logo?.id ?? null, banner_image: banner?.id ?? null };
}

export async function savePageSettings(request: APIRequestContext, page: Record<string, unknown>): Promise<void> {
  const answer = await request.put(`${API}/v0/staff/settings/page`, { data: page, headers: ORIGIN });
  if (!answer.ok()) throw new Error(`saving the page answered ${answer.status()}: ${await answer.text()}`);
}

export async function switchPage(request: APIRequestContext, live: boolean): Promise<void> {
  const answer = await request.put(`${API}/v0/staff/settings/live`, { data: { live }, headers: ORIGIN });
  if (!answer.ok()) throw new Error(`switching the page answered ${answer.status()}`);
}
