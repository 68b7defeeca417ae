import { RETRY_STATUS_CODES } from '@yaam/shared/spec';
import { describe, expect, it, vi } from 'vitest';

import { createHttp, retriesFor } from './http';

function fakeFetch(statuses: number[]) {
  const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input instanceof Request ? input.url : input), init });
    const status = statuses.shift() ?? 200;
    return new Response(JSON.stringify({ status }), { status, headers: { 'content-type': 'application/json' } });
  });
  return { fn: fn as unknown as typeof fetch, calls };
}

describe('HTTP client retry rules (SPEC §7)', () => {
  it('retries once for methods without a body', () => {
    expect(retriesFor('GET')).toBe(1);
    expect(retriesFor('HEAD')).toBe(1);
    for (const m of ['POST', 'PUT', 'PATCH', 'DELETE', 'post']) expect(retriesFor(m)).toBe(0);
  });

  it.each([...RETRY_STATUS_CODES])('GET is retried once on %i', async (status) => {
    const f = fakeFetch([status, 200]);
    const http = createHttp({ baseURL: 'http://api.test/api', getToken: () => null, fetch: f.fn });
    await expect(http('/x')).resolves.toEqual({ status: 200 });
    expect(f.calls).toHaveLength(2);
  });

  it('raises after the one retry, and never retries other statuses or bodies', async () => {
    const f1 = fakeFetch([503, 503, 200]);
    await expect(createHttp({ baseURL: 'http://api.test', getToken: () => null, fetch: f1.fn })('/x')).rejects.toMatchObject({ status: 503 });
    expect(f1.calls).toHaveLength(2);
    const f2 = fakeFetch([404, 200]);
    await expect(createHttp({ baseURL: 'http://api.test', getToken: () => null, fetch: f2.fn })('/x')).rejects.toMatchObject({ status: 404 });
    expect(f2.calls).toHaveLength(1);
    const f3 = fakeFetch([503, 200]);
    await expect(createHttp({ baseURL: 'http://api.test', getToken: () => null, fetch: f3.fn })('/x', { method: 'POST', body: { a: 1 } })).rejects.toMatchObject({ status: 503 });
    expect(f3.calls).toHaveLength(1);
  });

  it('sends JSON bodies and the bearer token', async () => {
    const f = fakeFetch([200]);
    await createHttp({ baseURL: 'http://api.test/api', getToken: () => 'tok', fetch: f.fn })('/things', { method: 'POST', body: { a: 1 } });
    const headers = new Headers(f.calls[0]?.init?.headers);
    expect(f.calls[0]?.url).toBe('http://api.test/api/things');
    expect(headers.get('authorization')).toBe('Bearer tok');
    expect(headers.get('content-type')).toContain('application/json');
    expect(headers.get('accept')).toBe('application/json');
    expect(f.calls[0]?.init?.body).toBe('{"a":1}');
  });

  it('refreshes once on 401 and retries with the new token', async () => {
    let token = 'old';
    const f = fakeFetch([401, 200]);
    const refresh = vi.fn(async () => {
      token = 'new';
      return true;
    });
    await expect(createHttp({ baseURL: 'http://api.test', getToken: () => token, refresh, fetch: f.fn })('/x')).resolves.toEqual({ status: 200 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(new Headers(f.calls[1]?.init?.headers).get('authorization')).toBe('Bearer new');
    const g = fakeFetch([401, 401]);
    await expect(createHttp({ baseURL: 'http://api.test', getToken: () => token, refresh, fetch: g.fn })('/x')).rejects.toMatchObject({ status: 401 });
    expect(g.calls).toHaveLength(2);
  });
});
