// The watchman console end to end (issue 6): as a manager, a camera outside the browser publishes a
// read of a watched plate and the alert appears without a reload; it is acknowledged (keyboard),
// assigned (mouse), dispatched, seen again (a sighting, no new row) and resolved, each step in the
// timeline; a false positive needs its reason; the live reads tab shows reads as they come. As an
// officer: the console with its actions. Screenshots, laptop and phone:
// Thai light; all of th/en × light/dark with E2E_FULL=1.
import { formatPlate } from '@yaam/shared/thai';
import { connectAsync, type MqttClient } from 'mqtt';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BASE_URL, DEMO_PASSWORD, launchBrowser, newPage, passContext, screenshot, screenshotPasses } from './harness';
import { ShellPage } from './pages/shell.page';
import { SignInPage } from './pages/sign-in.page';
import { WatchmanPage } from './pages/watchman.page';

let browser: Browser;
let camera: MqttClient;
const DEVICE = 'cam-001';

interface Entry {
  id: string;
  pattern: string;
  province: string | null;
  priority: string;
  validFrom: string;
}
interface AlertBody {
  id: string;
  status: string;
  readId: string;
  sightingCount: number;
  assignedOfficer: { id: string } | null;
}

beforeAll(async () => {
  browser = await launchBrowser();
  // A camera, as devices connect: username = device id, password = its secret, over the WebSocket.
  camera = await connectAsync(`${BASE_URL.replace(/^http/, 'ws')}/mqtt`, {
    username: DEVICE,
    password: DEMO_PASSWORD,
    protocolVersion: 4,
    clientId: `${DEVICE}-e2e-${Date.now().toString(36)}`,
    reconnectPeriod: 0,
    connectTimeout: 10_000,
  });
});
afterAll(async () => {
  await camera?.endAsync();
  await browser?.close();
});

/** Calls the API from inside the page with the signed-in user's token. */
async function apiCall<T>(page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const token = localStorage.getItem('auth:token');
      const res = await fetch(url, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
      return { status: res.status, body: await res.json() };
    },
    { method, url, body },
  ) as Promise<{ status: number; body: T }>;
}

/** Takes the focus out of any field, so that keys go to the console. */
const blur = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

let seq = 0;
/** The camera reads a plate now; resolves once the broker acknowledged it (QoS 1: stored). */
async function publishRead(plate: string, province: string | null, extra: Record<string, unknown> = {}): Promise<string> {
  const id = `e2e-${Date.now().toString(36)}-${++seq}`;
  const read = { id, plate, ...(province ? { province } : {}), capturedAt: new Date().toISOString(), confidence: 0.96, vehicle: { type: 'sedan', color: 'black', make: 'Toyota' }, ...extra };
  await camera.publishAsync(`yaam/v1/devices/${DEVICE}/reads`, JSON.stringify(read), { qos: 1 });
  return id;
}

/** Active exact entries in effect now, highest priority first. */
async function exactEntries(page: Page): Promise<Entry[]> {
  const res = await apiCall<{ items: Entry[] }>(page, 'GET', '/api/v1/kwatch?status=active&mode=exact&sort=priority&order=desc&pageSize=100');
  expect(res.status).toBe(200);
  return res.body.items.filter((e) => Date.parse(e.validFrom) <= Date.now());
}

/** No open alert of this entry, so that the next read raises a fresh one. */
async function closeOpenAlerts(page: Page, entryId: string) {
  const open = await apiCall<{ items: AlertBody[] }>(page, 'GET', `/api/v1/alerts?entryId=${entryId}&open=true&pageSize=100`);
  for (const a of open.body.items) {
    expect((await apiCall(page, 'POST', `/api/v1/alerts/${a.id}/transitions`, { to: 'false-positive', note: 'e2e: cleared before the test' })).status).toBe(200);
  }
}

/** Waits until the read raised (or joined) an alert of the entry; returns it. */
async function alertOf(page: Page, entryId: string, test: (a: AlertBody) => boolean): Promise<AlertBody> {
  for (let i = 0; i < 100; i++) {
    const res = await apiCall<{ items: AlertBody[] }>(page, 'GET', `/api/v1/alerts?entryId=${entryId}&status=new,acknowledged,dispatched&pageSize=20`);
    const hit = res.body.items.find(test);
    if (hit) return hit;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('no alert for the read');
}

describe('the watchman console as a manager', () => {
  let page: Page;
  let watchman: WatchmanPage;
  let entry: Entry;
  let alertId = '';

  beforeAll(async () => {
    page = await newPage(browser, { locale: 'th-TH' });
    watchman = new WatchmanPage(page);
    await new SignInPage(page).signInFromLogin('manager', '/watchman');
    await watchman.waitForFeed();
    await new ShellPage(page).waitForRealtime();
    entry = (await exactEntries(page))[0]!;
    await closeOpenAlerts(page, entry.id);
    await page.reload();
    await watchman.waitForFeed();
    await new ShellPage(page).waitForRealtime();
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('a read of a watched plate from a camera appears as a new alert at the top, without a reload', async () => {
    const before = await watchman.rowIds();
    const total = await watchman.counterValue('total');
    const readId = await publishRead(formatPlate(entry.pattern), entry.province, { imageUrl: `${BASE_URL}/favicon.ico` });
    const alert = await alertOf(page, entry.id, (a) => a.readId === readId);
    alertId = alert.id;
    await watchman.row(alertId).waitFor({ timeout: 15_000 });
    expect((await watchman.rowIds())[0]).toBe(alertId);
    expect(before).not.toContain(alertId);
    const text = await watchman.row(alertId).innerText();
    expect(text).toContain(formatPlate(entry.pattern));
    expect(text).toContain('ใหม่');
    expect(await watchman.row(alertId).getAttribute('data-priority')).toBe(entry.priority);
    expect(await watchman.row(alertId).getByTestId('alert-photo').getAttribute('src')).toBe(`${BASE_URL}/favicon.ico`);
    // A toast for every new alert; the counters follow.
    await watchman.toast(`แจ้งเตือนใหม่: ${formatPlate(entry.pattern)}`).waitFor();
    await page.waitForFunction((n) => Number(document.querySelector('[data-count="total"] [data-value]')?.getAttribute('data-value')) === n, total + 1, { timeout: 10_000 });
  });

  it('acknowledges with the keyboard: j selects, Enter opens, a acknowledges', async () => {
    await blur(page);
    await watchman.press('j');
    await watchman.selectedRow().waitFor();
    expect(await watchman.selectedRow().getAttribute('data-alert-id')).toBe(alertId);
    await watchman.press('Enter');
    await watchman.detail().waitFor();
    await page.waitForURL((url) => url.searchParams.get('alert') === alertId);
    await watchman.waitDetailStatus('new');
    await watchman.press('a');
    await watchman.waitDetailStatus('acknowledged');
    await watchman.toast('รับทราบการแจ้งเตือนแล้ว').waitFor();
    expect(await watchman.row(alertId).getAttribute('data-status')).toBe('acknowledged');
    const saved = await apiCall<AlertBody>(page, 'GET', `/api/v1/alerts/${alertId}`);
    expect(saved.body.status).toBe('acknowledged');
    // Shortcuts do nothing while typing: an "a" in the search box is only a letter.
    await page.getByTestId('alert-search').focus();
    await page.keyboard.type('d');
    expect(await page.getByTestId('note-dialog').count()).toBe(0);
    await page.getByTestId('alert-search').fill('');
    await blur(page);
    // ? lists the shortcuts.
    await watchman.press('?');
    await page.getByTestId('shortcuts-dialog').waitFor();
    await watchman.dismissWithEscape(page.getByTestId('shortcuts-dialog'));
  });

  it('assigns an officer with the mouse; a missing choice says which field is wrong', async () => {
    await watchman.action('assign').click();
    const dialog = page.getByTestId('assign-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('assign-confirm').click();
    expect(await dialog.getByTestId('error-officerId').innerText()).toBe('โปรดเลือกเจ้าหน้าที่');
    await dialog.getByTestId('assign-officer').first().waitFor();
    const name = (await dialog.getByTestId('assign-officer').first().innerText()).split('\n')[0]!;
    await dialog.getByTestId('assign-officer').first().click();
    await dialog.getByTestId('assign-note').fill('ใกล้จุดตรวจที่สุด');
    await dialog.getByTestId('assign-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction((n) => document.querySelector('[data-testid="detail-assigned"]')?.textContent === n, name);
    expect(await watchman.row(alertId).innerText()).toContain(name);
  });

  it('dispatches with a note', async () => {
    await watchman.action('dispatched').click();
    await watchman.confirmNote('ส่งสายตรวจ 2 นาย จากจุดตรวจวิภาวดี');
    await watchman.waitDetailStatus('dispatched');
  });

  it('a second read of the same plate within the window is a sighting of the alert, not a new row', async () => {
    const rows = await watchman.rows().count();
    await publishRead(formatPlate(entry.pattern), entry.province);
    await page.waitForFunction(() => document.querySelector('[data-testid="detail-sightings"]')?.textContent === '2', undefined, { timeout: 15_000 });
    await watchman.row(alertId).getByTestId('sighting-count').waitFor();
    expect(await watchman.row(alertId).getByTestId('sighting-count').innerText()).toContain('2');
    expect(await watchman.rows().count()).toBe(rows);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="alert-timeline"] [data-kind="sighting"]').length === 2, undefined, { timeout: 10_000 });
  });

  it('resolves (r) after asking for a note; the timeline shows every step with who and the notes', async () => {
    await watchman.press('r');
    await watchman.confirmNote('ตรวจสอบแล้ว ควบคุมตัวผู้ขับขี่ส่ง สน.');
    await watchman.waitDetailStatus('resolved');
    expect(await watchman.action('resolved').count()).toBe(0);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="alert-timeline"] [data-testid="timeline-item"]').length >= 7, undefined, { timeout: 10_000 });
    expect(await watchman.timelineTypes()).toEqual(['created', 'sighting', 'acknowledged', 'assigned', 'dispatched', 'sighting', 'resolved']);
    const timeline = await page.getByTestId('alert-timeline').innerText();
    expect(timeline).toContain('manager รับทราบ');
    expect(timeline).toContain('ใกล้จุดตรวจที่สุด');
    expect(timeline).toContain('ส่งสายตรวจ 2 นาย จากจุดตรวจวิภาวดี');
    expect(timeline).toContain('ตรวจสอบแล้ว ควบคุมตัวผู้ขับขี่ส่ง สน.');
    // Esc closes the panel.
    await blur(page);
    await watchman.press('Escape');
    await watchman.detail().waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('alert')).toBeNull();
  });

  it('a false positive needs its reason', async () => {
    const other = (await exactEntries(page)).find((e) => e.id !== entry.id)!;
    await closeOpenAlerts(page, other.id);
    const readId = await publishRead(formatPlate(other.pattern), other.province);
    const alert = await alertOf(page, other.id, (a) => a.readId === readId);
    await watchman.row(alert.id).click();
    await watchman.waitDetailStatus('new');
    await watchman.action('false-positive').click();
    await watchman.confirmNote();
    expect(await page.getByTestId('error-note').innerText()).toBe('โปรดระบุเหตุผล');
    await screenshot(page, 'watchman-reason-error-th-light');
    await watchman.confirmNote('กล้องอ่านป้ายผิด เป็นรถคนละคัน');
    await watchman.waitDetailStatus('false-positive');
    const saved = await apiCall<{ closed: { note: string } }>(page, 'GET', `/api/v1/alerts/${alert.id}`);
    expect(saved.body.closed.note).toBe('กล้องอ่านป้ายผิด เป็นรถคนละคัน');
  });

  it('filters live in the address and survive a reload', async () => {
    await watchman.open('?status=all&priority=critical');
    expect(await page.getByTestId('filter-status').inputValue()).toBe('all');
    expect(await page.getByTestId('filter-priority').inputValue()).toBe('critical');
    const priorities = await watchman.rows().evaluateAll((els) => els.map((e) => e.getAttribute('data-priority')));
    expect(priorities.every((p) => p === 'critical')).toBe(true);
    await page.getByTestId('filter-priority').selectOption('');
    await page.waitForURL((url) => !url.searchParams.has('priority'));
    await page.getByTestId('filter-district').selectOption('all');
    await page.waitForURL((url) => url.searchParams.get('district') === 'all');
  });

  it('the live reads tab shows a camera\'s reads as they arrive', async () => {
    await watchman.open();
    await page.getByTestId('tab-reads').click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'reads');
    await page.getByTestId('reads-feed').waitFor();
    // Reads reach browsers as live hints (QoS 0, not kept): one published before the page's
    // subscription is in place is not shown. A camera keeps reading, so read again until one arrives.
    const row = page.locator('[data-testid="read-row"][data-plate="ฎฎ4321"]');
    const until = Date.now() + 15_000;
    do await publishRead('ฎฎ 4321', 'กรุงเทพมหานคร');
    while (!(await row.waitFor({ timeout: 2_000 }).then(() => true, () => false)) && Date.now() < until);
    await row.waitFor({ timeout: 1_000 });
    await screenshot(page, 'watchman-reads-th-light');
  });
});

describe('the watchman console as an officer', () => {
  it('lands on the console and may act on alerts', async () => {
    const page = await newPage(browser, { locale: 'en-US' });
    const watchman = new WatchmanPage(page);
    await new SignInPage(page).signInFromLogin('officer', '/watchman');
    await watchman.waitForFeed();
    expect(await page.locator('h1').innerText()).toBe('Watchman');
    await watchman.open('?status=all&district=all');
    await watchman.rows().first().waitFor();
    await watchman.rows().first().click();
    await watchman.detail().waitFor();
    await page.getByTestId('alert-timeline').waitFor();
    expect(await watchman.detail().getByTestId('alert-actions').count()).toBe(['resolved', 'false-positive'].includes((await watchman.detail().getAttribute('data-status')) ?? '') ? 0 : 1);
    await page.context().close();
  });

  it('keeps the choice of sound and browser notifications in Settings → Notifications', async () => {
    const page = await newPage(browser, { locale: 'en-US' });
    await new SignInPage(page).signInFromLogin('officer', '/watchman');
    await page.goto('/settings/notifications');
    const sound = page.getByTestId('pref-sound');
    await sound.waitFor();
    expect(await sound.getAttribute('aria-checked')).toBe('true');
    await sound.click();
    expect(await sound.getAttribute('aria-checked')).toBe('false');
    await page.reload();
    await sound.waitFor();
    expect(await sound.getAttribute('aria-checked')).toBe('false');
    await screenshot(page, 'watchman-notification-settings-en-light');
    await page.context().close();
  });
});

for (const { lng, mode, skip } of screenshotPasses()) {
  it.skipIf(skip)(`screenshots in ${lng}, ${mode}`, async () => {
    const page = await newPage(browser, passContext({ lng, mode }));
    const watchman = new WatchmanPage(page);
    await new SignInPage(page).signInFromLogin('manager', '/watchman');
    await watchman.open('?status=all');
    await watchman.rows().first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, `watchman-console-${lng}-${mode}`);
    // The alert the manager worked through above: a timeline with every step.
    const worked = page.locator('[data-testid="alert-row"][data-status="resolved"]').first();
    await ((await worked.count()) ? worked : watchman.rows().first()).click();
    await page.getByTestId('alert-timeline').waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, `watchman-detail-${lng}-${mode}`);
    await page.locator('#timeline-title').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.waitForTimeout(200);
    await screenshot(page, `watchman-timeline-${lng}-${mode}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    await screenshot(page, `watchman-detail-${lng}-${mode}-phone`);
    await page.getByTestId('detail-close').click();
    await watchman.detail().waitFor({ state: 'detached' });
    await page.waitForTimeout(300);
    await screenshot(page, `watchman-console-${lng}-${mode}-phone`);
    await page.context().close();
  });
}
