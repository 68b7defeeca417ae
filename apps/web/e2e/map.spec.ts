// The map end to end (issue 7): as an administrator the map renders with nothing fetched from outside
// this server, draws every seeded device (counted from what the WebGL layers rendered), follows a
// device's status when the device itself publishes it over MQTT, opens device and alert popups on a
// click, filters by district, follows a new critical alert raised by a camera's read, and draws a
// plate's track with its numbered sightings. Screenshots, laptop and phone, with a popup and with a
// track: Thai light; all of th/en × light/dark with E2E_FULL=1.
import { connectAsync, type MqttClient } from 'mqtt';
import type { Browser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BASE_URL, CHROME_ARGS, DEMO_PASSWORD, newPage, passContext, screenshot, screenshotPasses } from './harness';
import { MapPage } from './pages/map.page';
import { SignInPage } from './pages/sign-in.page';

let browser: Browser;

/** Headless Chromium draws WebGL in software (SwiftShader); if this build does not, ask for it. */
async function launchWithWebGL(): Promise<Browser> {
  const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const first = await chromium.launch({ executablePath, args: CHROME_ARGS, headless: true });
  const probe = await first.newPage();
  const gl = await probe.evaluate(() => !!document.createElement('canvas').getContext('webgl2'));
  await probe.close();
  if (gl) return first;
  await first.close();
  return chromium.launch({ executablePath, args: [...CHROME_ARGS, '--use-angle=swiftshader', '--enable-unsafe-swiftshader'], headless: true });
}

beforeAll(async () => {
  browser = await launchWithWebGL();
});
afterAll(async () => {
  await browser?.close();
});

async function apiGet<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (u) => {
    const res = await fetch(u, { headers: { authorization: `Bearer ${localStorage.getItem('auth:token')}` } });
    if (!res.ok) throw new Error(`${u}: ${res.status}`);
    return res.json();
  }, url) as Promise<T>;
}

async function apiPost<T>(page: Page, url: string, body: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ url, body }) => {
      const res = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${localStorage.getItem('auth:token')}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: res.status, body: await res.json() };
    },
    { url, body },
  ) as Promise<{ status: number; body: T }>;
}

/** A camera outside the browser: MQTT over the embedded broker's WebSocket, as the device. */
function connectDevice(id: string): Promise<MqttClient> {
  return connectAsync(`${BASE_URL.replace(/^http/, 'ws')}/mqtt`, {
    username: id,
    password: DEMO_PASSWORD,
    protocolVersion: 4,
    clientId: `${id}-map-e2e`,
    reconnectPeriod: 0,
    connectTimeout: 10_000,
  });
}

const isLocal = (url: string) => {
  if (url.startsWith('data:') || url.startsWith('blob:')) return true;
  const u = new URL(url);
  return ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname);
};

interface ReadRow {
  plate: string;
  deviceId: string;
  capturedAt: string;
}

/** A plate the demo data saw several times at more than one camera, and how often. */
async function plateWithATrack(page: Page): Promise<{ plate: string; count: number }> {
  const recent = await apiGet<{ items: ReadRow[] }>(page, '/api/v1/reads?pageSize=200');
  const counts = new Map<string, number>();
  for (const r of recent.items) counts.set(r.plate, (counts.get(r.plate) ?? 0) + 1);
  for (const [plate] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 10)) {
    const all = await apiGet<{ items: ReadRow[]; total: number }>(page, `/api/v1/reads?plate=${encodeURIComponent(plate)}&order=asc&pageSize=200`);
    const exact = all.items.filter((r) => r.plate === plate);
    if (all.total <= 200 && exact.length >= 3 && new Set(exact.map((r) => r.deviceId)).size >= 2) return { plate, count: exact.length };
  }
  throw new Error('no plate in the demo data was seen at two cameras');
}

describe('the map as an administrator', () => {
  let page: Page;
  let map: MapPage;
  const requested: string[] = [];

  beforeAll(async () => {
    page = await newPage(browser, { locale: 'th-TH' });
    map = new MapPage(page);
    page.on('request', (r) => requested.push(r.url()));
    page.on('websocket', (ws) => requested.push(ws.url()));
    page.on('worker', (w) => requested.push(w.url()));
    await new SignInPage(page).signInFromLogin('admin', '/police');
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('renders the offline map with nothing fetched from outside this server', async () => {
    requested.length = 0;
    const provinces = page.waitForResponse((r) => /thailand-provinces-[^/]*\.geojson$/.test(r.url()));
    await map.open();
    const res = await provinces;
    expect(res.status()).toBe(200);
    // Precompressed by the build and sent as such.
    expect((await res.allHeaders())['content-encoding']).toMatch(/^(gzip|br)$/);
    await map.waitForRendered((r) => r.total > 0);
    await page.waitForTimeout(1500);
    expect(requested.length).toBeGreaterThan(5);
    expect(requested.filter((u) => !isLocal(u))).toEqual([]);
    // MapLibre came with the page, not with the first page of the app.
    expect(requested.some((u) => /\/assets\/maplibre-gl-[^/]*\.js$/.test(u))).toBe(true);
  });

  it('draws every seeded device, and the legend counts them by status', async () => {
    const { total } = await apiGet<{ total: number }>(page, '/api/v1/devices?pageSize=1');
    expect(total).toBe(20);
    const drawn = await map.waitForRendered((r) => r.total === total);
    expect(drawn.online + drawn.flagged + drawn.offline).toBe(total);
    const legend = await Promise.all((['online', 'flagged', 'offline'] as const).map(async (s) => Number(await map.legendCount(s).innerText())));
    expect(legend.reduce((a, b) => a + b, 0)).toBe(total);
    expect(legend[0]).toBe(drawn.online);
  });

  it('shows a device going online and offline as the device publishes its status over MQTT', async () => {
    const camera = await connectDevice('cam-001');
    try {
      camera.publish('yaam/v1/devices/cam-001/status', JSON.stringify({ status: 'offline', ts: new Date().toISOString() }), { qos: 1, retain: true });
      await map.open('?device=cam-001');
      await map.devicePopup().waitFor();
      await page.locator('[data-testid="device-popup"][data-status="offline"]').waitFor();
      const before = await map.waitForRendered((r) => r.total > 0);

      await camera.publishAsync('yaam/v1/devices/cam-001/status', JSON.stringify({ status: 'online', ts: new Date().toISOString() }), { qos: 1, retain: true });
      await page.locator('[data-testid="device-popup"][data-status="online"]').waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('device-status').innerText()).toBe('ออนไลน์');
      // The WebGL layer drew it online too.
      const after = await map.waitForRendered((r) => r.online === before.online + 1);
      expect(after.offline).toBe(before.offline - 1);
      expect(await map.legendCount('online').innerText()).not.toBe('0');

      await camera.publishAsync('yaam/v1/devices/cam-001/status', JSON.stringify({ status: 'offline', ts: new Date().toISOString() }), { qos: 1, retain: true });
      await page.locator('[data-testid="device-popup"][data-status="offline"]').waitFor({ timeout: 15_000 });
      await map.waitForRendered((r) => r.online === before.online);
    } finally {
      await camera.endAsync();
    }
  });

  it('opens a device’s popup on a click, with a link to its settings', async () => {
    await map.open('?device=cam-002&layers=devices');
    await map.devicePopup().waitFor();
    await map.closePopup();
    await page.waitForURL((u) => !u.searchParams.has('device'));
    await map.settle();
    await map.clickCentre();
    await page.locator('[data-testid="device-popup"][data-device="cam-002"]').waitFor();
    await page.waitForURL((u) => u.searchParams.get('device') === 'cam-002');
    expect(await page.getByTestId('device-settings-link').getAttribute('href')).toBe('/settings/devices/cam-002');
  });

  it('opens an open alert on a click: its plate, priority and what can be done', async () => {
    const open = await apiGet<{ items: Array<{ id: string }> }>(page, '/api/v1/alerts?open=true&sort=priority&order=desc&pageSize=1');
    const alert = open.items[0];
    expect(alert).toBeTruthy();
    await map.open(`?alert=${alert!.id}&layers=alerts`);
    await map.alertPopup().waitFor();
    await map.closePopup();
    await page.waitForURL((u) => !u.searchParams.has('alert'));
    await map.settle(2500);
    await map.clickCentre();
    // The alert in the middle of the map (another open alert of the same camera may lie on top).
    const popup = map.alertPopup();
    await popup.waitFor();
    const id = (await popup.getAttribute('data-alert')) ?? '';
    await page.waitForURL((u) => u.searchParams.get('alert') === id);
    const shown = await apiGet<{ priority: string; deviceId: string; plate: { series: string; number: string } }>(page, `/api/v1/alerts/${id}`);
    const first = await apiGet<{ deviceId: string }>(page, `/api/v1/alerts/${alert!.id}`);
    expect(shown.deviceId).toBe(first.deviceId);
    expect(await popup.getAttribute('data-priority')).toBe(shown.priority);
    expect(await popup.getByTestId('thai-plate').innerText()).toContain(`${shown.plate.series} ${shown.plate.number}`);
    // The alerts screen's actions (an administrator may change alerts), and the way to the console.
    expect(await popup.getByTestId('alert-actions').count()).toBe(1);
    expect(await popup.getByTestId('alert-watchman-link').count()).toBe(1);
  });

  it('filters by district from the select, in the address', async () => {
    await map.open();
    await map.waitForRendered((r) => r.total === 20);
    const withDevices = await apiGet<{ items: Array<{ districtCode: string }> }>(page, '/api/v1/devices?pageSize=200');
    const counts = new Map<string, number>();
    for (const d of withDevices.items) counts.set(d.districtCode, (counts.get(d.districtCode) ?? 0) + 1);
    const [code, n] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    await map.districtFilter().selectOption(code);
    await page.waitForURL((u) => u.searchParams.get('district') === code);
    await map.settle();
    const drawn = await map.waitForRendered((r) => r.total === n);
    expect(drawn.total).toBe(n);
    await page.reload();
    await page.getByTestId('district-filter').waitFor();
    expect(await map.districtFilter().inputValue()).toBe(code);
  });

  it('names the province under the pointer in the reader’s language', async () => {
    await map.open('?layers=none');
    await map.settle();
    const box = (await page.locator('.maplibregl-canvas').boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.3);
    await page.mouse.move(box.x + box.width * 0.7 + 5, box.y + box.height * 0.3 + 5);
    const label = page.getByTestId('province-label');
    await label.waitFor();
    expect(await label.innerText()).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('follows a new critical alert: flies to it and opens it', async () => {
    const digits = String(1000 + Math.floor(Math.random() * 9000));
    const plate = `9ฮฮ${digits}`;
    const entry = await apiPost<{ id: string }>(page, '/api/v1/kwatch', { pattern: plate, mode: 'exact', reason: 'wanted', priority: 'critical', caseNo: 'E2E-MAP' });
    expect(entry.status).toBe(201);
    await map.open('?follow=1');
    await map.waitForRendered((r) => r.total === 20);
    expect(await page.getByTestId('follow-alerts').getAttribute('aria-pressed')).toBe('true');
    // The alert comes once, live: the page must be connected (and so subscribed) before the read goes out.
    await page.locator('[data-testid="realtime-badge"][data-state="connected"]').waitFor({ timeout: 20_000 });
    const camera = await connectDevice('cam-005');
    try {
      await camera.publishAsync('yaam/v1/devices/cam-005/reads', JSON.stringify({ id: `map-e2e-${digits}-${Date.now()}`, plate: `9ฮฮ ${digits}`, capturedAt: new Date().toISOString(), confidence: 0.97 }), { qos: 1 });
      const popup = map.alertPopup();
      await popup.waitFor({ timeout: 20_000 });
      expect(await popup.getAttribute('data-priority')).toBe('critical');
      expect(await popup.getByTestId('thai-plate').innerText()).toContain(`9ฮฮ ${digits}`);
    } finally {
      await camera.endAsync();
    }
  });

  it('draws the track of a plate seen at several cameras, numbered in time order', async () => {
    const { plate, count } = await plateWithATrack(page);
    await map.open();
    await map.trackPlate(plate);
    await page.waitForURL((u) => u.searchParams.get('plate') === plate);
    await page.locator('[data-testid="track-panel"][data-state="track"]').waitFor();
    expect(await map.trackItems().count()).toBe(count);
    expect(await map.trackItems().evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-n'))))).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    const times = await page.locator('[data-testid="track-list"] time').evaluateAll((els) => els.map((e) => Date.parse(e.getAttribute('datetime') ?? '')));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const text = await page.getByTestId('track-list').innerText();
    expect(text).toContain('พบครั้งแรก');
    // Between two cameras: a compass direction and a distance.
    expect(text).toMatch(/ไปทางทิศ\S+ [\d.]+\s?(กม\.|ม\.)/);
    // Newest first, from the address.
    await page.getByTestId('track-order').click();
    await page.waitForURL((u) => u.searchParams.get('order') === 'desc');
    expect(await map.trackItems().first().getAttribute('data-n')).toBe(String(count));
  });
});

describe('screenshots', () => {
  for (const { lng, mode, skip } of screenshotPasses()) {
    it.skipIf(skip)(`in ${lng}, ${mode}: overview, popup, track, phone`, async () => {
      const page = await newPage(browser, passContext({ lng, mode }));
      const map = new MapPage(page);
      await new SignInPage(page).signInFromLogin('admin', '/police');
      const { plate } = await plateWithATrack(page);
      await map.open();
      await map.waitForRendered((r) => r.total === 20);
      await map.settle(1200);
      await screenshot(page, `map-${lng}-${mode}`);
      await map.open('?device=cam-001');
      await map.waitForRendered((r) => r.total > 0);
      await map.devicePopup().waitFor();
      await page.locator('[data-testid="device-popup"] [data-testid="thai-plate"]').waitFor();
      await map.settle();
      await screenshot(page, `map-device-popup-${lng}-${mode}`);
      const open = await apiGet<{ items: Array<{ id: string }> }>(page, '/api/v1/alerts?open=true&sort=priority&order=desc&pageSize=1');
      await map.open(`?alert=${open.items[0]!.id}`);
      await map.waitForRendered((r) => r.total >= 0);
      await map.alertPopup().waitFor();
      await map.settle();
      await screenshot(page, `map-alert-popup-${lng}-${mode}`);
      await map.open(`?plate=${encodeURIComponent(plate)}`);
      await page.locator('[data-testid="track-panel"][data-state="track"]').waitFor();
      await map.waitForRendered((r) => r.total > 0);
      await map.settle();
      await screenshot(page, `map-track-${lng}-${mode}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await map.settle(800);
      await screenshot(page, `map-track-${lng}-${mode}-phone`);
      await map.open();
      await map.waitForRendered((r) => r.total > 0);
      await map.settle(1200);
      await screenshot(page, `map-${lng}-${mode}-phone`);
      await page.context().close();
    }, 240_000);
  }
});
