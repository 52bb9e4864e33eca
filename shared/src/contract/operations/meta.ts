import * as z from 'zod/mini';
import { defineOperation } from '../operation';

// In a module of its own: the shell's boot needs it and none of the schemas below.
export { getConfiguration } from './configuration';

/** The API's own endpoints. */
export const getHealth = defineOperation({
  method: 'get',
  path: '/v0/health',
  id: 'getHealth',
  summary: 'Liveness',
  tag: 'meta',
  responses: { 200: { description: 'Up', schema: z.object({ ok: z.literal(true) }) } },
  errors: [],
});

export const getOpenApi = defineOperation({
  method: 'get',
  path: '/v0/openapi.json',
  id: 'getOpenApi',
  summary: 'This document',
  tag: 'meta',
  responses: { 200: { description: 'OpenAPI 3.1' } },
  errors: [],
});
