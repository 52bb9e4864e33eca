import { errorBodySchema } from '@booking/shared/contract/error-body';
import type { Operation } from '@booking/shared/contract/operation';
import { errorsOf } from '@booking/shared/contract/operation-errors';
import { OPERATIONS } from '@booking/shared/contract/operations';
import { HEX_COLOR, safeUrlSchema, themeColorSchema } from '@booking/shared/contract/safe-values';
import { ERROR_STATUS } from '@booking/shared/errors/error-status';
import * as z from 'zod/mini';
import { STAFF_SESSION_COOKIE } from '../http/require-staff';

type JsonSchema = Record<string, unknown>;

/**
 * What the schemas with a transform answer, which JSON Schema cannot derive from them: a
 * merchant's URL that is not absolute http(s) is sent as null (decision 0005), and a colour
 * that is no hex value as the default one.
 */
const DESCRIBED = new Map<unknown, JsonSchema>([
  [
    safeUrlSchema,
    {
      type: ['string', 'null'],
      format: 'uri',
      pattern: '^https?://',
      description: 'An absolute http(s) URL, or null (also for a stored value that is not one)',
    },
  ],
  [
    themeColorSchema,
    {
      type: 'string',
      pattern: HEX_COLOR.source,
      description: 'A hex colour, #rgb or #rrggbb (the default #1B6AD7 for a stored value that is not one)',
    },
  ],
]);

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) of a contract schema, as sent or as answered. */
function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    // Other transforms have no JSON Schema: they become `{}`.
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema: generated }) => {
      const described = DESCRIBED.get(zodSchema);
      if (!described) return;
      for (const key of Object.keys(generated)) delete (generated as JsonSchema)[key];
      Object.assign(generated, described);
    },
  });
  return rest;
}

function parameters(schema: z.ZodMiniObject | undefined, where: 'path' | 'query' | 'header') {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input');
  const properties = isObject(object.properties) ? object.properties : {};
  const required = new Set(Array.isArray(object.required) ? object.required : []);
  return Object.entries(properties).map(([name, property]) => ({
    name: where === 'header' ? headerName(name) : name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Hono validates lower-case header names; the document spells them as HTTP does. */
const headerName = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase());

const TAGS: Record<Operation['tag'], string> = {
  booking: "A merchant's branches, services, free times, holds and bookings",
  manage: 'A booking through its manage token: read, quote, reschedule, cancel',
  merchant: "A merchant's public configuration and policy",
  staff: 'The staff calendar, customers and checkout (session cookie)',
  payments: 'Online payment and the sandbox provider',
  meta: 'Liveness and this document',
};

const htmlPage = { 'text/html': { schema: { type: 'string' } } };

function responses(op: Operation) {
  const answers: Record<string, unknown> = {};
  for (const [status, description] of Object.entries(op.errorPages ?? {})) {
    answers[status] = { description, content: htmlPage };
  }
  for (const [status, answer] of Object.entries(op.responses)) {
    const content = answer.schema
      ? { content: { 'application/json': { schema: jsonSchema(answer.schema, 'output') } } }
      : answer.html
        ? { content: htmlPage }
        : answer.calendar
          ? { content: { 'text/calendar': { schema: { type: 'string' } } } }
          : answer.eventStream
            ? { content: { 'text/event-stream': { schema: { type: 'string' } } } }
            : {};
    answers[status] = { description: answer.description, ...content };
  }
  const byStatus = new Map<number, string[]>();
  for (const code of errorsOf(op)) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  for (const [status, codes] of byStatus) {
    // An HTML page answers that status; the error shape is not what the route sends then.
    if (String(status) in answers) continue;
    const fieldCodes = status === 400 && op.fieldCodes?.length ? `; field codes also: ${op.fieldCodes.join(', ')}` : '';
    answers[status] = {
      description: `error.code: ${codes.join(', ')}${fieldCodes}`,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    };
  }
  return answers;
}

/**
 * The OpenAPI 3.1 document of the API, generated from the contract's list of operations.
 * `serverUrl` is where this API is reached (PUBLIC_API_URL).
 */
export function buildOpenApiDocument({ serverUrl }: { serverUrl: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    paths[op.path] ??= {};
    const path = paths[op.path] ?? {};
    path[op.method] = {
      operationId: op.id,
      summary: op.summary,
      ...(op.ownerOnly ? { description: 'Owners only: staff get 403 owner_only (decision 0055).' } : {}),
      tags: [op.tag],
      // Public calls say so: no security scheme, rather than none stated.
      security: op.staffSession ? [{ staffSession: [] }] : [],
      parameters: [
        ...parameters(op.params, 'path'),
        ...parameters(op.query, 'query'),
        ...parameters(op.headers, 'header'),
      ],
      ...(op.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(op.body, 'input') } } } }
        : {}),
      responses: responses(op),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Booking API',
      version: '0',
      description:
        'Times are RFC 9557 strings with offset and zone, e.g. 2026-03-29T10:00:00+02:00[Europe/Berlin]. ' +
        'Errors are { error: { code, params?, fields? } }.',
    },
    servers: [{ url: serverUrl, description: 'This API' }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: { ErrorBody: jsonSchema(errorBodySchema, 'output') },
      securitySchemes: { staffSession: { type: 'apiKey', in: 'cookie', name: STAFF_SESSION_COOKIE } },
    },
  };
}
