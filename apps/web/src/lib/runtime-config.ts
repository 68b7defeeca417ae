// The public runtime configuration (GET /api/config): API base, identity provider, broker, map style.
// Checked by hand against the shared contract's type: zod stays out of the first page's JavaScript.
import type { RuntimeConfig } from '@yaam/shared/contracts/auth';
import { ofetch } from 'ofetch';

let current: RuntimeConfig | null = null;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Mirrors runtimeConfigSchema (packages/shared/src/contracts/auth.ts); a unit test keeps them in step. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const bad = (field: string) => new Error(`Invalid runtime configuration: ${field}`);
  if (!isObj(raw)) throw bad('body');
  const { apiBase, oidc, mqtt, mapStyleUrl, buildId } = raw;
  if (typeof apiBase !== 'string') throw bad('apiBase');
  if (!isObj(oidc) || typeof oidc.issuer !== 'string' || typeof oidc.clientId !== 'string') throw bad('oidc');
  if (oidc.resource !== undefined && typeof oidc.resource !== 'string') throw bad('oidc.resource');
  if (!isObj(mqtt) || typeof mqtt.url !== 'string' || (mqtt.protocolVersion !== 4 && mqtt.protocolVersion !== 5)) throw bad('mqtt');
  if (mapStyleUrl !== null && typeof mapStyleUrl !== 'string') throw bad('mapStyleUrl');
  if (typeof buildId !== 'string') throw bad('buildId');
  return {
    apiBase,
    oidc: { issuer: oidc.issuer, clientId: oidc.clientId, ...(typeof oidc.resource === 'string' ? { resource: oidc.resource } : {}) },
    mqtt: { url: mqtt.url, protocolVersion: mqtt.protocolVersion },
    mapStyleUrl,
    buildId,
  };
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const raw: unknown = await ofetch('/api/config', { retry: 1, retryDelay: 300, timeout: 10_000 });
  current = parseRuntimeConfig(raw);
  return current;
}

export function runtimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime configuration is not loaded yet');
  return current;
}
