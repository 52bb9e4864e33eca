import type { ErrorCode } from '@booking/shared/errors/codes';
import type * as z from 'zod/mini';

/** What OpenAPI says about one route, built from the same contract schemas the route uses. */
export type Operation = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI form: `/v0/organizations/{organization}`. */
  path: string;
  operationId: string;
  summary: string;
  tag: 'booking' | 'manage' | 'merchant' | 'staff' | 'payments' | 'meta';
  params?: z.ZodMiniObject;
  query?: z.ZodMiniObject;
  headers?: z.ZodMiniObject;
  body?: z.ZodMiniType;
  /** Needs the staff session cookie. */
  staffSession?: boolean;
  success: {
    status: 200 | 201 | 204;
    description: string;
    schema?: z.ZodMiniType;
    html?: boolean;
    /** A text/event-stream of server-sent events. */
    eventStream?: boolean;
  };
  /** A second success answer with the same body (200 for an attempt that already existed). */
  alsoSuccess?: { status: 200; description: string };
  /** Error codes the route answers with; their statuses come from the one status table. */
  errors: readonly ErrorCode[];
};
