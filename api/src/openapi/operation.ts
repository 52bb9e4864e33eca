import type { ErrorCode } from '@booking/shared/errors/codes';
import type * as z from 'zod/mini';

/** What OpenAPI says about one route, built from the same contract schemas the route uses. */
export type Operation = {
  method: 'get' | 'post' | 'delete';
  /** OpenAPI form: `/v0/organizations/{organization}`. */
  path: string;
  operationId: string;
  summary: string;
  tag: 'booking' | 'manage' | 'merchant' | 'staff' | 'meta';
  params?: z.ZodMiniObject;
  query?: z.ZodMiniObject;
  headers?: z.ZodMiniObject;
  body?: z.ZodMiniType;
  /** Needs the staff session cookie. */
  staffSession?: boolean;
  success: { status: 200 | 201 | 204; description: string; schema?: z.ZodMiniType };
  /** Error codes the route answers with; their statuses come from the one status table. */
  errors: readonly ErrorCode[];
};
