import { z } from 'zod';

export const permissionSchema = z.object({ resource: z.string(), allow: z.string() });

export const introspectResponseSchema = z.object({
  status: z.literal('ok'),
  detail: z.object({
    permissions: z.array(permissionSchema),
    menu: z.array(z.string()),
    user: z.object({
      id: z.string(),
      username: z.string(),
      role: z.string(),
      districts: z.array(z.string()),
      groups: z.array(z.string()),
    }),
  }),
});
export type IntrospectResponse = z.infer<typeof introspectResponseSchema>;

/** Public runtime configuration the browser reads at start (CONTRACT): nothing secret. */
export const runtimeConfigSchema = z.object({
  apiBase: z.string(),
  oidc: z.object({ issuer: z.string(), clientId: z.string(), resource: z.string().optional() }),
  mqtt: z.object({ url: z.string(), protocolVersion: z.union([z.literal(4), z.literal(5)]) }),
  mapStyleUrl: z.string().nullable(),
  buildId: z.string(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/**
 * POST /api/realtime/credentials: how the browser signs in to the broker. `token` (embedded broker):
 * username = the user id, password = the access token. `provisioned` (external broker, Mosquitto's
 * dynamic security): a per-user account whose password is given once and ends at `expiresAt`.
 */
export const realtimeCredentialsSchema = z.object({
  username: z.string(),
  password: z.string().nullable(),
  mode: z.enum(['token', 'provisioned']),
  expiresAt: z.iso.datetime().optional(),
});
export type RealtimeCredentials = z.infer<typeof realtimeCredentialsSchema>;
