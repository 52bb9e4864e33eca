import * as z from 'zod/mini';
import { safeUrlSchema } from './safe-values';

const httpUrl = z.string().check(z.regex(/^https?:\/\//));

/** `/env.json`, read by the shell at startup; never baked into a build. */
export const runtimeEnvSchema = z.object({
  environment: z.string(),
  apiBase: httpUrl,
  remotes: z.object({
    beauty: httpUrl,
    gastro: httpUrl,
    staff: httpUrl,
  }),
  analytics: z.object({
    key: z.nullable(z.string()),
    host: z.nullable(httpUrl),
    sessionIdleTimeoutSeconds: z._default(z.number().check(z.int(), z.minimum(60), z.maximum(36000)), 1800),
  }),
  errorReporting: z.object({
    dsn: z.nullable(z.string()),
    sampleRate: z._default(z.number().check(z.minimum(0), z.maximum(1)), 0.5),
  }),
  links: z.object({
    privacy: safeUrlSchema,
    imprint: safeUrlSchema,
    terms: safeUrlSchema,
    poweredBy: safeUrlSchema,
  }),
});
export type RuntimeEnv = z.infer<typeof runtimeEnvSchema>;
