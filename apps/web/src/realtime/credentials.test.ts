import { EventEmitter } from 'node:events';

import { MQTT_RECONNECT_PERIOD_MS } from '@yaam/shared/spec';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { connectRealtime, disconnectRealtime } from './connection';
import { createCredentialSource, EXPIRY_MARGIN_MS, parseRealtimeCredentials } from './credentials';

/** A stand-in for mqtt.js: records each CONNECT's options, reconnects on demand. */
class FakeClient extends EventEmitter {
  connected = false;
  logins: Array<{ username?: string; password?: string }> = [];
  constructor(public options: { username?: string; password?: string }) {
    super();
    this.logins.push({ username: options.username, password: options.password });
  }
  reconnect() {
    this.emit('reconnect');
    this.logins.push({ username: this.options.username, password: this.options.password });
    return this;
  }
  subscribe() {}
  unsubscribe() {}
  end() {
    this.connected = false;
  }
}
const made: FakeClient[] = [];
vi.mock('mqtt', () => ({
  connect: (_url: string, options: { username?: string; password?: string }) => {
    const c = new FakeClient(options);
    made.push(c);
    return c;
  },
}));

const later = (ms: number) => new Date(Date.now() + ms).toISOString();

afterEach(() => {
  disconnectRealtime();
  made.length = 0;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('realtime credentials (POST /api/realtime/credentials)', () => {
  it('checks the answer by hand', () => {
    expect(parseRealtimeCredentials({ username: 'u1', password: null, mode: 'token' })).toEqual({ username: 'u1', password: null, mode: 'token' });
    const at = later(60_000);
    expect(parseRealtimeCredentials({ username: 'u-u1', password: 'pw', mode: 'provisioned', expiresAt: at })).toEqual({
      username: 'u-u1',
      password: 'pw',
      mode: 'provisioned',
      expiresAt: at,
    });
    expect(() => parseRealtimeCredentials({ username: 'u-u1', password: null, mode: 'provisioned' })).toThrow(/password/);
    expect(() => parseRealtimeCredentials({ username: 'u1', password: null, mode: 'other' })).toThrow(/mode/);
    expect(() => parseRealtimeCredentials({ username: 'u1', password: null, mode: 'token', expiresAt: 'soon' })).toThrow(/expiresAt/);
    expect(() => parseRealtimeCredentials('x')).toThrow(/body/);
  });

  it('token mode signs in with the current access token', async () => {
    let token = 't1';
    const source = await createCredentialSource({
      fetchCredentials: async () => ({ username: 'u1', password: null, mode: 'token' }),
      getToken: () => token,
    });
    expect(source.current()).toEqual({ username: 'u1', password: 't1' });
    token = 't2';
    expect(source.current()).toEqual({ username: 'u1', password: 't2' });
    expect(source.expired()).toBe(false);
  });

  it('provisioned mode expires, fetches once at a time and shares with the other tabs', async () => {
    let n = 0;
    // One clock for the credentials and the source, so the expiry arithmetic is exact.
    let now = Date.now();
    const fetchCredentials = vi.fn(async () => ({
      username: 'u-u1',
      password: `pw${++n}`,
      mode: 'provisioned',
      expiresAt: new Date(now + 60_000).toISOString(),
    }));
    const listeners: Array<(e: MessageEvent) => void> = [];
    const channel = { postMessage: vi.fn(), addEventListener: (_: 'message', l: (e: MessageEvent) => void) => void listeners.push(l), close: vi.fn() };
    const source = await createCredentialSource({ fetchCredentials, getToken: () => 'token', channel, now: () => now });
    expect(source.current()).toEqual({ username: 'u-u1', password: 'pw1' });
    expect(source.expired()).toBe(false);
    now += 60_000 - EXPIRY_MARGIN_MS;
    expect(source.expired()).toBe(true);

    await Promise.all([source.refresh(), source.refresh()]);
    expect(fetchCredentials).toHaveBeenCalledTimes(2);
    expect(source.current().password).toBe('pw2');
    expect(channel.postMessage).toHaveBeenCalledWith(expect.objectContaining({ password: 'pw2' }));

    // Another tab fetched: take its password; ignore other users' and garbage.
    for (const l of listeners) l({ data: { username: 'u-u1', password: 'pw-other-tab', mode: 'provisioned', expiresAt: later(60_000) } } as MessageEvent);
    for (const l of listeners) l({ data: { username: 'u-u2', password: 'nope', mode: 'provisioned', expiresAt: later(60_000) } } as MessageEvent);
    for (const l of listeners) l({ data: 'junk' } as MessageEvent);
    expect(source.current()).toEqual({ username: 'u-u1', password: 'pw-other-tab' });
    source.close();
    expect(channel.close).toHaveBeenCalled();
  });
});

describe('the realtime connection with fetched credentials', () => {
  const input = { url: 'ws://localhost:3000/mqtt', protocolVersion: 5, username: 'u1', getPassword: () => 'access-token' };

  it('signs in with the token in token mode', async () => {
    await connectRealtime({ ...input, fetchCredentials: async () => ({ username: 'u1', password: null, mode: 'token' }) });
    expect(made[0]?.logins).toEqual([{ username: 'u1', password: 'access-token' }]);
  });

  it('signs in with a provisioned account, and fetches a new one when the broker refuses it', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let n = 0;
    const fetchCredentials = vi.fn(async () => ({ username: 'u-u1', password: `pw${++n}`, mode: 'provisioned', expiresAt: later(60_000) }));
    await connectRealtime({ ...input, fetchCredentials });
    const c = made[0];
    if (!c) throw new Error('no client');
    expect(c.logins).toEqual([{ username: 'u-u1', password: 'pw1' }]);

    // Another tab replaced the password: the CONNACK is refused (0x87), mqtt.js stops trying.
    c.emit('close');
    c.emit('error', Object.assign(new Error('Connection refused: Not authorized'), { code: 0x87 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchCredentials).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(MQTT_RECONNECT_PERIOD_MS);
    expect(c.logins.at(-1)).toEqual({ username: 'u-u1', password: 'pw2' });

    // Other errors fetch nothing.
    c.emit('error', Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }));
    await vi.advanceTimersByTimeAsync(MQTT_RECONNECT_PERIOD_MS);
    expect(fetchCredentials).toHaveBeenCalledTimes(2);
  });

  it('fetches new credentials when the connection closes after they expired', async () => {
    vi.useFakeTimers();
    const fetchCredentials = vi
      .fn()
      .mockResolvedValueOnce({ username: 'u-u1', password: 'old', mode: 'provisioned', expiresAt: later(10_000) })
      .mockResolvedValueOnce({ username: 'u-u1', password: 'new', mode: 'provisioned', expiresAt: later(600_000) });
    await connectRealtime({ ...input, fetchCredentials });
    const c = made[0];
    if (!c) throw new Error('no client');
    c.emit('close'); // not expired yet: nothing to fetch
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchCredentials).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    c.emit('close'); // the broker removed the account at expiry
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchCredentials).toHaveBeenCalledTimes(2);
    c.reconnect(); // mqtt.js after the reconnect period
    expect(c.logins.at(-1)).toEqual({ username: 'u-u1', password: 'new' });
  });
});
