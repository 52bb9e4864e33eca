import { Hono } from 'hono';
import { buildOpenApiDocument } from '../openapi/build-document';

/** GET /v0/openapi.json: built once, from the contract schemas the routes validate with. */
export function openApiRoutes() {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  return new Hono().get('/', (c) => {
    document ??= buildOpenApiDocument();
    return c.json(document);
  });
}
