import type { ConfigurationResponse } from '@booking/shared/contract/configuration';
import { slugSchema } from '@booking/shared/slugs';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { getConfiguration } from '../db/configuration-repo';
import type { Db } from '../db/db';
import { errorResponse } from '../http/error-response';
import { validate } from '../http/validate';

const paramsSchema = z.object({ organization: slugSchema });

export function configurationRoutes(db: Db) {
  return new Hono().get('/public/booking/:organization', validate('param', paramsSchema), async (c) => {
    const { organization } = c.req.valid('param');
    const configuration = await getConfiguration(db, organization);
    if (!configuration) return errorResponse(c, { code: 'merchant_not_found' });
    return c.json({ results: { configuration } } satisfies ConfigurationResponse);
  });
}
