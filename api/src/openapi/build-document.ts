import { errorBodySchema } from '@booking/shared/contract/error-body';
import type { Operation } from '@booking/shared/contract/operation';
import { errorsOf } from '@booking/shared/contract/operation-errors';
import { OPERATIONS } from '@booking/shared/contract/operations';
import { ERROR_STATUS } from '@booking/shared/errors/error-status';
import * as z from 'zod/mini';
import { STAFF_SESSION_COOKIE } from '../http/require-staff';

type JsonSchema = Record<string, unknown>;

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) of a contract schema, as sent or as answered. */
function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  // Transforms (merchant URLs dropped to null) have no JSON Schema: they become `{}`.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
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

function responses(op: Operation) {
  const answers: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(op.responses)) {
    const content = answer.schema
      ? { content: { 'application/json': { schema: jsonSchema(answer.schema, 'output') } } }
      : answer.html
        ? { content: { 'text/html': { schema: { type: 'string' } } } }
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
    const fieldCodes = status === 400 && op.fieldCodes?.length ? `; field codes also: ${op.fieldCodes.join(', ')}` : '';
    answers[status] = {
      description: `error.code: ${codes.join(', ')}${fieldCodes}`,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    };
  }
  return answers;
}

/** The OpenAPI 3.1 document of the API, generated from the contract's list of operations. */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    paths[op.path] ??= {};
    const path = paths[op.path] ?? {};
    path[op.method] = {
      operationId: op.id,
      summary: op.summary,
      tags: [op.tag],
      ...(op.staffSession ? { security: [{ staffSession: [] }] } : {}),
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
    tags: ['booking', 'manage', 'merchant', 'staff', 'payments', 'meta'].map((name) => ({ name })),
    paths,
    components: {
      schemas: { ErrorBody: jsonSchema(errorBodySchema, 'output') },
      securitySchemes: { staffSession: { type: 'apiKey', in: 'cookie', name: STAFF_SESSION_COOKIE } },
    },
  };
}
