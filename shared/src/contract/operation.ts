import type * as z from 'zod/mini';
import type { ErrorCode, FieldErrorCode } from '../errors/codes';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type OperationTag = 'booking' | 'manage' | 'merchant' | 'staff' | 'payments' | 'meta';
export type SuccessStatus = 200 | 201 | 202 | 204;
export type ErrorPageStatus = 402 | 404 | 410 | 422;

/**
 * One success answer: a JSON body parsed by `schema`, an HTML page, an iCalendar file
 * (RFC 5545, `text/calendar`), a stream of server-sent events (`text/event-stream`, read by
 * an EventSource, never by `call`), or no body.
 */
export type Answer = { description: string; schema?: z.ZodMiniType; html?: true; calendar?: true; eventStream?: true };

/**
 * One API call, declared once. The API registers and validates its route from it
 * (api/src/http/register-operation.ts), the client builds its URL and parses its answers with
 * it (api-client/call.ts), and the OpenAPI document is generated from it.
 */
export type Operation = {
  /** The OpenAPI operationId. */
  id: string;
  method: HttpMethod;
  /** OpenAPI form: `/v0/organizations/{organization}`. */
  path: string;
  summary: string;
  tag: OperationTag;
  params?: z.ZodMiniObject;
  query?: z.ZodMiniObject;
  /** Header names in lower case, as Hono reads them. */
  headers?: z.ZodMiniObject;
  body?: z.ZodMiniType;
  /**
   * A signed request (a provider's webhook): the handler reads the raw body and the
   * signature header itself, since a parsed and re-serialised body no longer matches its
   * signature. `headers` and `body` are then documented, not validated before the handler.
   */
  signed?: true;
  /**
   * The body is a file's bytes sent as `application/octet-stream`, not JSON (decision 0058):
   * the staff write guard takes that type for this operation only, and the handler reads and
   * checks the bytes itself.
   */
  upload?: { maxBytes: number };
  /** Needs the staff session cookie. */
  staffSession?: true;
  /**
   * Only an owner may call it (decision 0055): staff get 403 `owner_only`. Implies
   * `staffSession`; a test walks the list and tries every one as staff and across organizations.
   */
  ownerOnly?: true;
  /** Success answers by status (an operation may have two, e.g. 201 created and 200 again). */
  responses: Partial<Record<SuccessStatus, Answer>>;
  /**
   * HTML pages answered with an error status, by status: what they say. A page a person
   * opens (the sandbox provider's hosted payment page) answers a declined card or an unknown
   * checkout with a page, not with the error shape a client reads.
   */
  errorPages?: Partial<Record<ErrorPageStatus, string>>;
  /** Error codes it answers with; their statuses come from errors/error-status.ts. */
  errors: readonly ErrorCode[];
  /**
   * Field codes of its own checks, beyond those the input schemas give (`required`,
   * `too_long`, ...: every operation with input can answer those under `invalid_input`).
   */
  fieldCodes?: readonly FieldErrorCode[];
};

/** Keeps each entry's literal types (schemas, statuses) so the client and handlers are typed by it. */
export const defineOperation = <const O extends Operation>(operation: O): O => operation;

type Part<S> = S extends z.ZodMiniType ? z.output<S> : undefined;
type Sent<S> = S extends z.ZodMiniType ? z.input<S> : never;

/** What a handler receives, validated: `undefined` for parts the operation has none of. */
export type OperationInput<O extends Operation> = {
  params: Part<O['params']>;
  query: Part<O['query']>;
  headers: Part<O['headers']>;
  body: Part<O['body']>;
};

/** What a client sends: only the parts the operation has, each as its schema accepts it. */
export type OperationArgs<O extends Operation> = (O['params'] extends z.ZodMiniType
  ? { params: Sent<O['params']> }
  : { params?: never }) &
  (O['query'] extends z.ZodMiniType ? { query: Sent<O['query']> } : { query?: never }) &
  (O['headers'] extends z.ZodMiniType ? { headers: Sent<O['headers']> } : { headers?: never }) &
  (O['body'] extends z.ZodMiniType ? { body: Sent<O['body']> } : { body?: never });

type AnswerData<A> = A extends { schema: infer S extends z.ZodMiniType } ? z.output<S> : null;

/** The parsed body of any success answer of the operation (`null` for 204, HTML and calendar files). */
export type OperationData<O extends Operation> = {
  [S in keyof O['responses']]-?: AnswerData<O['responses'][S]>;
}[keyof O['responses']];
