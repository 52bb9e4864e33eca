import {
  getGoLive as getGoLiveOperation,
  getImage,
  getPageSettings as getPageSettingsOperation,
  savePageSettings as savePageSettingsOperation,
  setGoLive,
  uploadImage,
} from '@booking/shared/contract/operations/page-settings';
import type { GoLiveResponse, PageSettingsResponse } from '@booking/shared/contract/page-settings';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from '@booking/shared/contract/page-settings';
import { Hono } from 'hono';
import { getImageStorage, storeImage } from '../commands/store-image';
import type { Db } from '../db/db';
import { getGoLive, setPageLive } from '../db/go-live-repo';
import { findImages, getImageBytes } from '../db/image-repo';
import { getPageSettings, savePageSettings } from '../db/page-settings-repo';
import { checkImageStorage } from '../domain/images/check-image-storage';
import type { DomainError } from '../domain/result';
import { errorResponse } from '../http/error-response';
import { limitBody } from '../http/limit-body';
import { rateLimited } from '../http/rate-limited';
import { registerOperation } from '../http/register-operation';
import { encodeImage } from '../images/encode-image';
import type { UploadLimits } from '../images/upload-limits';

export type PageSettingsDeps = { db: Db; now: () => Date; apiBase: string; uploads: UploadLimits };

/** When an upload refused for a full decode queue may come again: about one decode later. */
const DECODES_BUSY_RETRY_MS = 2000;

const tooLarge: DomainError = {
  code: 'invalid_input',
  fields: { file: [{ code: 'image_too_large', params: { max: MAX_IMAGE_BYTES } }] },
};
/** A year, the longest a cache keeps anything; the address changes with the bytes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The business's page (decision 0058) and its switch (decision 0059): owners only. */
export function pageSettingsRoutes({ db, now, apiBase, uploads }: PageSettingsDeps) {
  const app = new Hono();
  const routes = { app, db, now };
  const storageOf = (organizationId: string) => getImageStorage(db, organizationId, uploads.storageBytes);
  registerOperation(routes, getPageSettingsOperation, async (c, _input, { staff: { organizationId } }) => {
    const page = await getPageSettings(db, organizationId, apiBase);
    return c.json({
      results: { page, image_storage: await storageOf(organizationId) },
    } satisfies PageSettingsResponse);
  });
  registerOperation(routes, savePageSettingsOperation, async (c, { body }, { staff: { organizationId } }) => {
    const saved = await savePageSettings(db, organizationId, body);
    if (!saved.ok)
      return errorResponse(c, { code: 'invalid_input', fields: { [saved.field]: [{ code: 'image_not_found' }] } });
    const page = await getPageSettings(db, organizationId, apiBase);
    return c.json({
      results: { page, image_storage: await storageOf(organizationId) },
    } satisfies PageSettingsResponse);
  });
  registerOperation(
    routes,
    uploadImage,
    async (c, { query }, { staff: { organizationId } }) => {
      // Refused before the body is read or decoded: the rate, then a store already full.
      const taken = uploads.take(organizationId, now());
      if (!taken.allowed) return rateLimited(c, taken.retryAfterMs);
      const room = checkImageStorage(await storageOf(organizationId), 0);
      if (!room.ok) return errorResponse(c, room.error);
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      if (bytes.byteLength > MAX_IMAGE_BYTES) return errorResponse(c, tooLarge);
      // Two decodes at once in the process, the rest queued (decision 0078).
      const decoded = await uploads.decodes.run(organizationId, () => encodeImage(bytes, query.purpose));
      if (!decoded.ok) return rateLimited(c, DECODES_BUSY_RETRY_MS);
      const encoded = decoded.value;
      if (!encoded.ok) {
        const code = encoded.refusal;
        const refusal = code === 'image_too_many_pixels' ? { code, params: { max: MAX_IMAGE_PIXELS } } : { code };
        return errorResponse(c, { code: 'invalid_input', fields: { file: [refusal] } });
      }
      const stored = await storeImage(
        db,
        { organizationId, purpose: query.purpose, image: encoded.value, limitBytes: uploads.storageBytes },
        now(),
      );
      if (!stored.ok) return errorResponse(c, stored.error);
      const { id, storage } = stored.value;
      const image = (await findImages(db, organizationId, [id], apiBase)).get(id);
      if (!image) throw new Error(`image ${id} not found after its insert`);
      return c.json({ results: { image, image_storage: storage } }, 201);
    },
    // Before the handler reads the body: a larger upload is refused from its Content-Length,
    // or once that many bytes have streamed in, never buffered whole.
    limitBody(MAX_IMAGE_BYTES, (c) => errorResponse(c, tooLarge)),
  );
  registerOperation(app, getImage, async (c, { params }) => {
    const found = await getImageBytes(db, params.file.slice(0, 64));
    if (!found) return errorResponse(c, { code: 'not_found' });
    return c.body(new Uint8Array(found.bytes), 200, {
      'Content-Type': found.type,
      'Cache-Control': IMMUTABLE,
      // Loaded by the booking pages and the staff remote on their own origins.
      'Cross-Origin-Resource-Policy': 'cross-origin',
      // Opened on its own, an image is still never a document that runs anything.
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });
  registerOperation(routes, getGoLiveOperation, async (c, _input, { staff }) =>
    c.json({ results: await getGoLive(db, staff.organizationId, now()) } satisfies GoLiveResponse),
  );
  registerOperation(routes, setGoLive, async (c, { body }, { staff: { organizationId } }) => {
    if (body.live) {
      const state = await getGoLive(db, organizationId, now());
      if (state.checklist.some((entry) => !entry.done)) return errorResponse(c, { code: 'not_ready' });
    }
    await setPageLive(db, organizationId, body.live);
    return c.json({ results: await getGoLive(db, organizationId, now()) } satisfies GoLiveResponse);
  });
  return app;
}
