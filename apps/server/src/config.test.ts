import { describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from './config';

function errorsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.lines;
    throw err;
  }
  return [];
}

describe('loadConfig', () => {
  it('defaults to the embedded setup', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.mqtt.url).toBeUndefined();
    expect(c.mqtt.tcpPort).toBe(1884);
    expect(c.oidc.issuer).toBeUndefined();
    expect(c.oidc.clientId).toBe('yaam-web');
    expect(c.demo).toBe(true);
    expect(c.demoPassword).toBe('yaam-demo');
    expect(c.mapStyleUrl).toBeUndefined();
    expect(c.logLevel).toBe('info');
    expect(c.dataDir.endsWith('/data')).toBe(true);
  });

  it('PUBLIC_URL follows PORT and demo mode is off with an external database', () => {
    const c = loadConfig({ PORT: '8080', DATABASE_URL: 'postgres://u@h:5432/db' });
    expect(c.publicUrl).toBe('http://localhost:8080');
    expect(c.demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', YAAM_DEMO: '1' }).demo).toBe(true);
  });

  const bad: Array<[string, string]> = [
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['PUBLIC_URL', 'localhost:3000'],
    ['DATABASE_URL', 'mysql://root@localhost/test'],
    ['MQTT_URL', 'http://127.0.0.1:1883'],
    ['MQTT_WS_URL', 'mqtt://127.0.0.1:1883'],
    ['MQTT_TCP_PORT', '-1'],
    ['OIDC_ISSUER', 'not a url'],
    ['YAAM_DEMO', 'yes please'],
    ['YAAM_DEMO_PASSWORD', 'short'],
    ['MAP_STYLE_URL', 'ftp://tiles/style.json'],
    ['LOG_LEVEL', 'verbose'],
    ['ALERT_WINDOW_MINUTES', '0'],
    ['SIGN_IN_RATE_LIMIT', 'lots'],
    ['READS_RETENTION_DAYS', '-5'],
  ];
  it.each(bad)('%s=%s gives one line naming the variable', (name, value) => {
    const lines = errorsOf({ [name]: value });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^${name}=`));
  });

  it('reports every bad variable, one line each, and hides passwords', () => {
    const lines = errorsOf({ PORT: 'x', LOG_LEVEL: 'loud', YAAM_DEMO_PASSWORD: 'abc' });
    expect(lines).toHaveLength(3);
    expect(lines.join('\n')).not.toContain('abc');
    expect(lines.find((l) => l.startsWith('YAAM_DEMO_PASSWORD'))).toContain('(hidden)');
  });
});
