// Device screens end to end (issue 5): as an administrator the list shows the demo cameras, sorts and
// filters in the address; a new device's secret is shown once; an outside MQTT client connecting as
// that device turns it online and its read appears, both without a reload; edit with a version
// conflict, a new secret, disable (asks; the broker drops the device) and delete (asks). A user with
// read rights only sees no create or edit controls. Screenshots, desktop and phone: Thai light; all of
// th/en × light/dark with E2E_FULL=1.
import { connectAsync, type MqttClient } from 'mqtt';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BASE_URL, launchBrowser, newPage, passContext, screenshot, screenshotPasses, waitForPath } from './harness';
import { DevicesPage } from './pages/devices.page';
import { ShellPage } from './pages/shell.page';
import { SignInPage } from './pages/sign-in.page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Calls the API from inside the page with the signed-in user's token. */
async function apiCall<T>(
  page: Page,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const token = localStorage.getItem('auth:token');
      const res = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, body: await res.json() };
    },
    { method, url, body },
  ) as Promise<{ status: number; body: T }>;
}

/** A camera outside the browser: MQTT over the embedded broker's WebSocket, as the device. */
function connectDevice(id: string, secret: string): Promise<MqttClient> {
  return connectAsync(`${BASE_URL.replace(/^http/, 'ws')}/mqtt`, {
    username: id,
    password: secret,
    protocolVersion: 4,
    clientId: `${id}-e2e`,
    reconnectPeriod: 0,
    connectTimeout: 10_000,
    will: { topic: `yaam/v1/devices/${id}/status`, payload: Buffer.from('offline'), qos: 1, retain: true },
  });
}

describe('devices as an administrator', () => {
  let page: Page;
  let devices: DevicesPage;
  let camera: MqttClient | null = null;
  const stamp = Date.now().toString(36);
  const id = `e2e-${stamp}`;
  const serial = `E2E-SN-${stamp.toUpperCase()}`;
  let secret = '';

  beforeAll(async () => {
    page = await newPage(browser, { locale: 'th-TH' });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    devices = new DevicesPage(page);
    await new SignInPage(page).signInFromLogin('admin', '/police');
  });
  afterAll(async () => {
    await camera?.endAsync(true).catch(() => {});
    await page?.context().close();
  });

  it('lists the demo cameras with the ingest counters; sort and filters live in the address', async () => {
    await devices.openList();
    const ids = await devices.rowIds();
    expect(ids.slice(0, 3)).toEqual(['cam-001', 'cam-002', 'cam-003']);
    expect(ids.length).toBe(20);
    expect(await page.getByTestId('range').innerText()).toContain('20');
    await page.getByTestId('ingest-accepted').waitFor();
    expect(await page.getByTestId('ingest-strip').innerText()).toContain('รับแล้ว');
    // Last seen is relative, the exact time is kept for hover.
    expect(await devices.row('cam-001').getByTestId('last-seen').getAttribute('datetime')).toMatch(/^\d{4}-/);

    await page.locator('[data-sort="id"]').click();
    await page.waitForURL((url) => url.searchParams.get('order') === 'desc');
    await devices.waitForRows();
    expect((await devices.rowIds())[0]).toBe('cam-020');

    await page.getByTestId('filter-kind').selectOption('checkpoint');
    await page.waitForURL((url) => url.searchParams.get('kind') === 'checkpoint');
    await devices.waitForRows();
    const texts = await devices.rows().allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.length).toBeLessThan(20);
    expect(texts.every((t) => t.includes('จุดตรวจ'))).toBe(true);
    await page.reload();
    await devices.waitForRows();
    expect(await page.getByTestId('filter-kind').inputValue()).toBe('checkpoint');
    expect(await devices.rows().count()).toBe(texts.length);
  });

  it('adds a device: field errors in Thai, a duplicate serial on its field, the secret shown once', async () => {
    await devices.openList();
    await devices.addButton().click();
    await devices.formDialog().waitFor();
    await devices.save();
    expect(await devices.fieldError('serial').innerText()).toBe('จำเป็นต้องกรอก');
    expect(await devices.fieldError('name').innerText()).toBe('จำเป็นต้องกรอก');
    await devices.fill({ serial: 'bad serial!', name: 'กล้องทดสอบ', heading: '400' });
    await devices.save();
    expect(await devices.fieldError('serial').innerText()).toBe('ใช้ได้เฉพาะตัวอักษรอังกฤษ ตัวเลข จุด ขีด หรือขีดล่าง');
    expect(await devices.fieldError('heading').innerText()).toBe('จำนวนเต็มตั้งแต่ 0 ถึง 359');

    // A serial another device has: the server's 409 lands on the serial field.
    const taken = await apiCall<{ serial: string }>(page, 'GET', '/api/v1/devices/cam-001');
    await devices.fill({ serial: taken.body.serial, heading: '' });
    await devices.save();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="error-serial"]')?.textContent === 'หมายเลขเครื่องนี้มีอุปกรณ์อื่นใช้แล้ว',
    );

    await devices.fill({
      id,
      serial,
      name: 'กล้องทดสอบ E2E',
      kind: 'lpr-camera',
      siteName: 'จุดกลับรถทดสอบ',
      lat: '13.7325',
      lng: '100.5458',
      heading: '90',
    });
    await devices.pickDistrict('Lumphini');
    await screenshot(page, 'devices-form-th-light');
    await devices.save();
    secret = await devices.secret();
    expect(secret.length).toBeGreaterThanOrEqual(20);
    const dialog = await devices.secretDialog().innerText();
    expect(dialog).toContain('แสดงเพียงครั้งนี้ครั้งเดียว');
    expect(await devices.secretDialog().getByTestId('connect-username').innerText()).toBe(id);
    expect(await devices.secretDialog().getByTestId('connect-reads-topic').innerText()).toBe(
      `yaam/v1/devices/${id}/reads`,
    );
    await devices.secretDialog().getByTestId('copy-secret').click();
    await devices.secretDialog().getByText('คัดลอกแล้ว').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    // A stray Escape does not lose the secret.
    await page.keyboard.press('Escape');
    expect(await devices.secretDialog().isVisible()).toBe(true);
    await screenshot(page, 'devices-secret-th-light');
    await devices.closeSecret();

    await page.waitForURL((url) => url.searchParams.get('q') === id);
    await devices.waitForRows();
    expect(await devices.rowIds()).toEqual([id]);
    expect(await devices.row(id).getAttribute('data-status')).toBe('offline');
    // The secret is not shown again anywhere.
    await devices.openDevice(id);
    expect(await page.locator('body').innerText()).not.toContain(secret);
    expect(
      (await apiCall<Record<string, unknown>>(page, 'GET', `/api/v1/devices/${id}`)).body,
    ).not.toHaveProperty('secret');
  });

  it('an outside MQTT client turns the device online and its read appears, without a reload', async () => {
    await devices.openList(`?q=${id}`);
    await new ShellPage(page).waitForRealtime();
    const marker = await page.evaluate(
      () => ((window as unknown as { __marker: number }).__marker = Math.random()),
    );

    camera = await connectDevice(id, secret);
    await camera.publishAsync(
      `yaam/v1/devices/${id}/status`,
      JSON.stringify({ status: 'online', ts: new Date().toISOString(), firmware: 'e2e-1.0' }),
      { qos: 1 },
    );
    await page
      .locator(`[data-testid="device-row"][data-id="${id}"][data-status="online"]`)
      .waitFor({ timeout: 15_000 });

    await devices.row(id).locator('a').first().click();
    await waitForPath(page, `/settings/devices/${id}`);
    await devices.waitForHeader('status', 'online');
    await page.getByTestId('reads-empty').waitFor();
    await page.waitForTimeout(500);

    // The reads subscription may still be on its way: a read that arrives first is retried once more.
    let seen = '';
    for (let i = 1; i <= 3 && !seen; i++) {
      const readId = `${id}-read-${i}`;
      await camera.publishAsync(
        `yaam/v1/devices/${id}/reads`,
        JSON.stringify({
          id: readId,
          plate: 'กข 1234',
          province: 'กรุงเทพมหานคร',
          capturedAt: new Date().toISOString(),
          confidence: 0.93,
          imageUrl: 'https://example.org/e2e.jpg',
        }),
        { qos: 1 },
      );
      if (
        await devices
          .read(readId)
          .waitFor({ timeout: 5_000 })
          .then(
            () => true,
            () => false,
          )
      )
        seen = readId;
    }
    expect(seen).not.toBe('');
    const row = await devices.read(seen).innerText();
    expect(row).toContain('กข 1234');
    expect(row).toContain('93');
    expect(await devices.read(seen).getByTestId('read-image').getAttribute('href')).toBe(
      'https://example.org/e2e.jpg',
    );
    await page.locator('[data-testid="rate-chart"]:not([data-total="0"])').waitFor();
    // Nothing reloaded the page.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(marker);
    await screenshot(page, 'devices-live-th-light');
  });

  it('edits the device; a stale save shows the conflict and can take their version', async () => {
    await devices.openDevice(id);
    await page.getByTestId('edit-device').click();
    await devices.formDialog().waitFor();
    // Someone else renames it meanwhile.
    const current = await apiCall<Record<string, unknown>>(page, 'GET', `/api/v1/devices/${id}`);
    const {
      serial: s,
      name: _n,
      kind,
      siteName,
      districtCode,
      lat,
      lng,
      heading,
      enabled,
      version,
    } = current.body;
    expect(
      (
        await apiCall(page, 'PUT', `/api/v1/devices/${id}`, {
          serial: s,
          name: 'ชื่อจากผู้อื่น',
          kind,
          siteName,
          districtCode,
          lat,
          lng,
          heading,
          enabled,
          version,
        })
      ).status,
    ).toBe(200);
    await devices.fill({ name: 'ชื่อของฉัน' });
    await devices.save();
    await page.getByTestId('conflict-dialog').waitFor();
    const text = await page.getByTestId('conflict-dialog').innerText();
    expect(text).toContain('admin');
    expect(text).toContain('ชื่อจากผู้อื่น');
    expect(text).toContain('ชื่อของฉัน');
    await page.getByTestId('conflict-reload').click();
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="field-name"]') as HTMLInputElement | null)?.value ===
        'ชื่อจากผู้อื่น',
    );
    await devices.fill({ name: 'กล้องทดสอบ แก้แล้ว' });
    await devices.save();
    await devices.formDialog().waitFor({ state: 'detached' });
    await devices.toast('บันทึกการแก้ไขแล้ว').waitFor();
    await page.getByRole('heading', { name: 'กล้องทดสอบ แก้แล้ว' }).waitFor();
    expect(
      (await apiCall<{ name: string; version: number }>(page, 'GET', `/api/v1/devices/${id}`)).body,
    ).toMatchObject({ name: 'กล้องทดสอบ แก้แล้ว', version: 3 });
  });

  it('a new secret asks first, is shown once and differs from the old one', async () => {
    await page.getByTestId('rotate-secret').click();
    await devices.confirm(false);
    await page.getByTestId('rotate-secret').click();
    await devices.confirmDialog().waitFor();
    expect(await devices.confirmDialog().innerText()).toContain('ใช้ไม่ได้ทันที');
    await devices.confirm(true);
    const fresh = await devices.secret();
    expect(fresh).not.toBe(secret);
    await devices.closeSecret();
    // The old secret no longer gets in.
    await camera?.endAsync(true).catch(() => {});
    await expect(connectDevice(id, secret)).rejects.toThrow();
    camera = await connectDevice(id, fresh);
    secret = fresh;
  });

  it('disable asks first, then the broker drops the device and the page shows it disabled', async () => {
    const client = camera as MqttClient;
    expect(client.connected).toBe(true);
    const dropped = new Promise<void>((resolve) => client.once('close', () => resolve()));
    await page.getByTestId('disable-device').click();
    await devices.confirmDialog().waitFor();
    expect(await devices.confirmDialog().innerText()).toContain('ตัดการเชื่อมต่ออุปกรณ์ทันที');
    await devices.confirm(false);
    await devices.waitForHeader('enabled', 'true');
    await page.getByTestId('disable-device').click();
    await devices.confirm(true);
    await devices.waitForHeader('enabled', 'false');
    await devices.waitForHeader('status', 'offline');
    await devices.toast('ปิดใช้งานอุปกรณ์แล้ว').waitFor();
    await dropped;
    await expect(connectDevice(id, secret)).rejects.toThrow();
    expect(await page.getByTestId('enable-device').count()).toBe(1);
    await devices.openList(`?q=${id}`);
    expect(await devices.row(id).getAttribute('data-enabled')).toBe('false');
  });

  it('delete from the list asks first, then the device is gone', async () => {
    await devices.rowAction(id, 'delete');
    await devices.confirm(false);
    expect(await devices.rowIds()).toEqual([id]);
    await devices.rowAction(id, 'delete');
    await devices.confirm(true);
    await devices.toast('ลบอุปกรณ์แล้ว').waitFor();
    await page.getByTestId('empty-state').waitFor();
    expect((await apiCall(page, 'GET', `/api/v1/devices/${id}`)).status).toBe(404);
    await page.goto(`/settings/devices/${id}`);
    await page.getByText('ไม่พบอุปกรณ์').waitFor();
  });
});

describe('devices for a user with read rights only', () => {
  it('shows the list and a device, but no add, edit, secret, disable or delete controls', async () => {
    const page = await newPage(browser, { locale: 'en-US' });
    const devices = new DevicesPage(page);
    await new SignInPage(page).signInFromLogin('manager', '/watchman');
    await devices.openList();
    expect(await devices.rows().count()).toBe(20);
    expect(await devices.addButton().count()).toBe(0);
    expect(await page.getByTestId('device-menu').count()).toBe(0);
    await devices.rows().first().click();
    await waitForPath(page, '/settings/devices/cam-001');
    await devices.header().waitFor();
    expect(await page.getByTestId('device-actions').count()).toBe(0);
    expect(await page.getByTestId('edit-device').count()).toBe(0);
    // The API says 403 anyway.
    expect((await apiCall(page, 'POST', '/api/v1/devices', { serial: 'X-1', name: 'X' })).status).toBe(403);
    expect((await apiCall(page, 'POST', '/api/v1/devices/cam-001/disable')).status).toBe(403);
    await page.context().close();
  });
});

describe('device ids in the address', () => {
  it('an id that cannot be a device is a 404 page', async () => {
    const page = await newPage(browser, { locale: 'en-US' });
    await new SignInPage(page).signInFromLogin('tech', '/settings/devices');
    await page.getByTestId('device-table').waitFor({ state: 'attached' });
    await page.goto('/settings/devices/bad%20id!');
    await page.getByText('Page not found').first().waitFor();
    await page.context().close();
  });
});

for (const { lng, mode, skip } of screenshotPasses()) {
  it.skipIf(skip)(`screenshots in ${lng}, ${mode}`, async () => {
    const page = await newPage(browser, passContext({ lng, mode }));
    const devices = new DevicesPage(page);
    await new SignInPage(page).signInFromLogin('tech', '/settings/devices');
    await devices.waitForRows();
    await page.getByTestId('ingest-accepted').waitFor();
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, `devices-list-${lng}-${mode}`);
    await devices.openDevice('cam-001');
    await page.getByTestId('rate-chart').waitFor();
    await page.locator('[data-testid="device-read"], [data-testid="reads-empty"]').first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, `devices-page-${lng}-${mode}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    await screenshot(page, `devices-page-${lng}-${mode}-phone`);
    await devices.openList();
    await page.getByTestId('device-cards').waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, `devices-list-${lng}-${mode}-phone`);
    await page.context().close();
  });
}
