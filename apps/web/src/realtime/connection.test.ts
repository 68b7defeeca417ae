import { MQTT_CLIENT_ID_PREFIX } from '@yaam/shared/spec';
import { describe, expect, it, vi } from 'vitest';

import { isBlockedSocketUrl, installWebSocketGuard } from './blocked-host';
import { mqttOptions } from './connection';

const input = { url: 'ws://localhost:3000/mqtt', protocolVersion: 5, username: 'u1', getPassword: () => 'tok' };

describe('MQTT client options (SPEC §7/§9)', () => {
  it('uses the spec constants, a prefixed random client id and the user token', () => {
    const a = mqttOptions(input);
    const b = mqttOptions(input);
    expect(a).toMatchObject({ protocolVersion: 5, clean: true, keepalive: 30, reconnectPeriod: 5000, connectTimeout: 15000, rejectUnauthorized: false, username: 'u1', password: 'tok' });
    expect(a.clientId?.startsWith(MQTT_CLIENT_ID_PREFIX)).toBe(true);
    expect(a.clientId).not.toBe(b.clientId);
    expect(mqttOptions({ ...input, protocolVersion: 4 }).protocolVersion).toBe(4);
  });

  it('refuses protocol versions other than 4 and 5, and non-WebSocket URLs', () => {
    expect(() => mqttOptions({ ...input, protocolVersion: 3 })).toThrow(/Unsupported MQTT protocol/);
    expect(() => mqttOptions({ ...input, url: 'http://localhost/mqtt' })).toThrow(/Refused broker URL protocol/);
    expect(() => mqttOptions({ ...input, url: 'javascript:alert(1)' })).toThrow(/Refused/);
    expect(mqttOptions({ ...input, url: 'wss://broker.example/mqtt' })).toBeTruthy();
  });
});

describe('blocked WebSocket host (SPEC §8)', () => {
  it('recognises the blocked host only', () => {
    expect(isBlockedSocketUrl('ws://10.0.0.5:9001/x', ['10.0.0.5:9001'])).toBe(true);
    expect(isBlockedSocketUrl('ws://10.0.0.5/x', ['10.0.0.5'])).toBe(true);
    expect(isBlockedSocketUrl('ws://localhost/mqtt', ['10.0.0.5'])).toBe(false);
    expect(isBlockedSocketUrl('ws://10.0.0.5/x', [])).toBe(false);
  });

  it('answers with a warning and a dummy closed socket', () => {
    const native = window.WebSocket;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    installWebSocketGuard(['blocked.internal']);
    const ws = new window.WebSocket('ws://blocked.internal/socket');
    expect(ws.readyState).toBe(3);
    expect(warn).toHaveBeenCalled();
    window.WebSocket = native;
    warn.mockRestore();
  });
});
