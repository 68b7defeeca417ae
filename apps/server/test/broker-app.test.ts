// The broker inside the whole app: /mqtt on the app's HTTP server, /readyz, and a clean close
// while a browser is still connected.
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';

import { connectOnce, refusal } from './broker-fixtures';
import { startTestApp, type TestApp } from './helpers';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ listen: true, env: { MQTT_URL: '' } });
});
afterAll(() => app?.close());

it('serves MQTT over WebSocket at /mqtt, reports ready, and closes with a client connected', async () => {
  const ready = await fetch(`${app.baseUrl}/readyz`);
  expect(await ready.json()).toMatchObject({ broker: true });
  // Reaches the broker (CONNACK, here a refusal of a bad token), so /mqtt is served.
  const url = `${app.baseUrl.replace('http', 'ws')}/mqtt`;
  const headers = { Origin: app.baseUrl };
  expect(await refusal(connectOnce(url, { username: 'u', password: 'a.b.c', protocolVersion: 4, wsOptions: { headers } }))).toBe(4);
  // An upgraded socket that never sends CONNECT must not hold up the app's close.
  const dangling = new WebSocket(url, 'mqtt', { headers });
  await new Promise((resolve, reject) => dangling.once('open', resolve).once('error', reject));
  const started = Date.now();
  await app.close();
  expect(Date.now() - started).toBeLessThan(5000);
  app = undefined as unknown as TestApp;
}, 20_000);
