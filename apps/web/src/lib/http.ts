// SPEC §7 generic HTTP client (ofetch): base URL, JSON bodies, one retry on 408/409/425/429/5xx for
// methods without a body, 400–599 and timeouts raise; plus the bearer token and one refresh-and-retry on 401.
import { RETRY_STATUS_CODES } from '@yaam/shared/spec';
import { createFetch, FetchError, type $Fetch, type FetchOptions } from 'ofetch';

const PAYLOAD_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const REQUEST_TIMEOUT_MS = 30_000;

/** How many times a request is retried: once for methods without a body, never for the others. */
export function retriesFor(method: string | undefined): number {
  return PAYLOAD_METHODS.has((method ?? 'GET').toUpperCase()) ? 0 : 1;
}

export interface HttpDeps {
  baseURL: string;
  getToken: () => string | null;
  /** Renews the access token; resolves true when a new one is in place. */
  refresh?: () => Promise<boolean>;
  fetch?: typeof globalThis.fetch;
}

export type Http = <T = unknown>(url: string, options?: FetchOptions<'json'>) => Promise<T>;

export function createHttp(deps: HttpDeps): Http {
  const $fetch: $Fetch = createFetch({ fetch: deps.fetch ?? ((...args) => globalThis.fetch(...args)) });
  const base = $fetch.create({
    baseURL: deps.baseURL,
    timeout: REQUEST_TIMEOUT_MS,
    retryStatusCodes: [...RETRY_STATUS_CODES],
    headers: { accept: 'application/json' },
    onRequest({ options }) {
      const token = deps.getToken();
      if (!token) return;
      const headers = new Headers(options.headers);
      headers.set('authorization', `Bearer ${token}`);
      options.headers = headers;
    },
  });
  return async function http<T>(url: string, options: FetchOptions<'json'> = {}): Promise<T> {
    const opts = { ...options, retry: options.retry ?? retriesFor(options.method) };
    try {
      return await base<T>(url, opts);
    } catch (error) {
      if (error instanceof FetchError && error.status === 401 && deps.refresh && (await deps.refresh())) {
        return base<T>(url, opts);
      }
      throw error;
    }
  };
}

let shared: Http | null = null;

export function setHttp(http: Http) {
  shared = http;
}

/** The app's client (main.ts wires it once the runtime configuration is known). */
export const api: Http = (url, options) => {
  if (!shared) return Promise.reject(new Error('HTTP client is not ready'));
  return shared(url, options);
};

/** A file from the API (a CSV export) through the same client: bearer token, refresh and retry. */
export function apiBlob(url: string, options: Omit<FetchOptions<'json'>, 'responseType'> = {}): Promise<Blob> {
  // ofetch picks the parser from responseType at run time; the client's type only knows JSON.
  return api<Blob>(url, { ...options, responseType: 'blob' } as unknown as FetchOptions<'json'>);
}

/** The API's error body ({ statusCode, message, details?, current? }) of a failed call, if it has one. */
export function errorBodyOf(error: unknown): { statusCode: number; message: string; details?: Array<{ field: string; message: string }>; [key: string]: unknown } | null {
  if (!(error instanceof FetchError)) return null;
  const data = error.data as unknown;
  if (!data || typeof data !== 'object') return error.status ? { statusCode: error.status, message: error.message } : null;
  const body = data as Record<string, unknown>;
  return { ...body, statusCode: typeof body.statusCode === 'number' ? body.statusCode : (error.status ?? 0), message: typeof body.message === 'string' ? body.message : error.message };
}
