import * as z from 'zod/mini';
import { defineOperation } from '../operation';

// In a module of its own: the shell's boot needs it and none of the schemas below.
export { getConfiguration } from './configuration';

/** An OpenAPI 3.1 document, as far as a reader needs to know it is one (the standard defines the rest). */
const openApiDocumentSchema = z.looseObject({
  openapi: z.string().check(z.regex(/^3\.1\.\d+$/)),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

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

/** Whether this process can serve requests now: it reaches its database (decision 0079). */
export const getReadiness = defineOperation({
  method: 'get',
  path: '/v0/health/ready',
  id: 'getReadiness',
  summary: 'Readiness',
  tag: 'meta',
  responses: { 200: { description: 'The database answers', schema: z.object({ ok: z.literal(true) }) } },
  errors: ['unavailable'],
});

export const getOpenApi = defineOperation({
  method: 'get',
  path: '/v0/openapi.json',
  id: 'getOpenApi',
  summary: 'This document',
  tag: 'meta',
  responses: { 200: { description: 'OpenAPI 3.1', schema: openApiDocumentSchema } },
  errors: [],
});
