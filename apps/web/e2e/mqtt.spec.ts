// The MQTT console end to end (issue 7): as an administrator see the connection, subscribe to the
// sandbox, receive what an outside MQTT client (another user, with their realtime credentials)
// publishes there, see the broker refuse forbidden filters, publish from the form, pause and resume,
// filter the log in the address, clear it (asks first). Management reads without the publish form; an
// officer (no `mqtt`) gets the forbidden page. Screenshots, desktop and phone:
// Thai light; all of th/en × light/dark with E2E_FULL=1.
import { MQTT_CLIENT_ID_PREFIX } from '@yaam/shared/spec';
import { connectAsync, type MqttClient } from 'mqtt';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BASE_URL, launchBrowser, newPage, passContext, screenshot, screenshotPasses } from './harness';
import { MqttPage } from './pages/mqtt.page';
import { ShellPage } from './pages/shell.page';
import { SignInPage } from './pages/sign-in.page';

let browser: Browser;
/** The technician's browser, whose token the outside client signs in with. */
let techPage: Page;
let outside: MqttClient;

/**
 * An MQTT client outside the browser under test: the login POST /api/realtime/credentials gives a
 * signed-in user (user id + access token with the embedded broker), over the broker's WebSocket.
 */
async function connectAsUser(page: Page): Promise<MqttClient> {
  const token = await page.evaluate(() => localStorage.getItem('auth:token'));
  if (!token) throw new Error('no access token in the page');
  const res = await fetch(`${BASE_URL}/api/realtime/credentials`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  const creds = (await res.json()) as { username: string; password: string | null; mode: 'token' | 'provisioned' };
  return connectAsync(`${BASE_URL.replace(/^http/, 'ws')}/mqtt`, {
    username: creds.username,
    password: creds.mode === 'token' ? token : (creds.password ?? ''),
    protocolVersion: 4,
    clientId: `e2e-outside-${Date.now().toString(36)}`,
    reconnectPeriod: 0,
    connectTimeout: 10_000,
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  techPage = await newPage(browser, { locale: 'en-US' });
  await new SignInPage(techPage).signInFromLogin('tech', '/settings/devices');
  outside = await connectAsUser(techPage);
});
afterAll(async () => {
  await outside?.endAsync();
  await techPage?.context().close();
  await browser?.close();
});

const READ = {
  id: 'e2e-read-1',
  plate: 'กข 1234',
  province: 'กรุงเทพมหานคร',
  capturedAt: '2026-11-21T10:15:30.123Z',
  vehicle: { type: 'sedan', color: 'white' },
  note: '<img src=x onerror="window.__pwned=1">',
};

describe('MQTT console as an administrator', () => {
  let page: Page;
  let mqtt: MqttPage;

  beforeAll(async () => {
    page = await newPage(browser, { locale: 'en-US' });
    mqtt = new MqttPage(page);
    await new SignInPage(page).signInFromLogin('admin', '/police');
    await page.locator('[data-testid="sidebar"] [data-nav="police"]').waitFor();
    expect(await new ShellPage(page).navKeys()).toContain('mqtt');
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('shows the connection: connected, since when, broker, client id and protocol', async () => {
    await mqtt.open();
    await mqtt.waitConnected();
    expect(await mqtt.connectionState().innerText()).toContain('Connected');
    expect(await page.getByTestId('connection-url').innerText()).toBe(`${BASE_URL.replace(/^http/, 'ws')}/mqtt`);
    expect(await page.getByTestId('connection-client-id').innerText()).toMatch(new RegExp(`^${MQTT_CLIENT_ID_PREFIX}[0-9a-f]{12}$`));
    expect(await page.getByTestId('connection-protocol').innerText()).toContain('MQTT 3.1.1');
    const since = await page.getByTestId('connection-since').innerText();
    expect(since).toMatch(/ago|now/);
    expect(since).toMatch(/\d{2}:\d{2}:\d{2}/);
    // Suggestions are what the administrator's permissions allow, and nothing is subscribed yet.
    const suggestions = await page.getByTestId('suggestion').allInnerTexts();
    expect(suggestions.map((s) => s.replace(/^\+\s*/, ''))).toEqual(['yaam/v1/alerts/+', 'yaam/v1/reads/+', 'yaam/v1/devices/+/state', 'yaam/v1/chats/+', 'yaam/v1/sandbox/#']);
    await page.getByTestId('no-subscriptions').waitFor();
  });

  it('a malformed filter is refused in the form, next to the field', async () => {
    await mqtt.subscribe('yaam/#/sandbox');
    expect(await mqtt.filterError().innerText()).toContain('#');
    expect(await page.getByTestId('filter-input').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('subscription').count()).toBe(0);
  });

  it('subscribes to the sandbox and shows what an outside client publishes there, JSON collapsed until expanded', async () => {
    await mqtt.subscribe('yaam/v1/sandbox/#', 1);
    await mqtt.waitSubscription('yaam/v1/sandbox/#', 'granted');
    expect(await mqtt.subscription('yaam/v1/sandbox/#').getByTestId('subscription-status').innerText()).toContain('QoS 1');
    await outside.publishAsync('yaam/v1/sandbox/e2e/outside', JSON.stringify(READ), { qos: 1 });
    const row = await mqtt.waitMessage('yaam/v1/sandbox/e2e/outside');
    expect(await row.getByTestId('message-qos').innerText()).toBe('QoS 1');
    expect(await row.getByTestId('message-retained').count()).toBe(0);
    expect(await row.getByTestId('message-size').innerText()).toMatch(/\d+ B/);
    expect(await row.getByTestId('payload-summary').getAttribute('data-kind')).toBe('json');
    expect(await row.getByTestId('payload-json').count()).toBe(0);
    await mqtt.expand(row);
    const pretty = await row.getByTestId('payload-json').innerText();
    expect(pretty).toContain('"plate": "กข 1234"');
    expect(pretty).toContain('\n  "vehicle": {\n    "type": "sedan"');
    // Markup in a payload is text, never HTML.
    expect(pretty).toContain('<img src=x');
    expect(await row.locator('img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await mqtt.expand(row);
    expect(await row.getByTestId('payload-json').count()).toBe(0);
  });

  it('shows text as text and bytes as hex with their size', async () => {
    await outside.publishAsync('yaam/v1/sandbox/e2e/text', 'plain status line', { qos: 0 });
    await outside.publishAsync('yaam/v1/sandbox/e2e/binary', Buffer.from([0xde, 0xad, 0xbe, 0xef, 0x00, 0xff]), { qos: 0 });
    const text = await mqtt.waitMessage('yaam/v1/sandbox/e2e/text');
    expect(await text.getByTestId('payload-text').innerText()).toBe('plain status line');
    const bin = await mqtt.waitMessage('yaam/v1/sandbox/e2e/binary');
    expect(await bin.getByTestId('payload-summary').innerText()).toContain('6 B');
    await mqtt.expand(bin);
    expect(await bin.getByTestId('payload-hex').innerText()).toBe('de ad be ef 00 ff');
  });

  it('forbidden filters are refused by the broker, and the refusal is shown with its reason', async () => {
    await mqtt.subscribe('yaam/v1/devices/+/reads');
    await mqtt.waitSubscription('yaam/v1/devices/+/reads', 'refused', 'broker');
    const status = await mqtt.subscription('yaam/v1/devices/+/reads').innerText();
    expect(status).toContain('Refused by the broker: 0x80');
    expect(status).toContain('Your permissions do not allow');
    await mqtt.subscribe('#');
    await mqtt.waitSubscription('#', 'refused', 'broker');
    // The refusals did not cost the connection or the granted subscription.
    await mqtt.waitConnected();
    await mqtt.waitSubscription('yaam/v1/sandbox/#', 'granted');
    await outside.publishAsync('yaam/v1/sandbox/e2e/after-refusal', '{"still":"here"}');
    await mqtt.waitMessage('yaam/v1/sandbox/e2e/after-refusal');
    await mqtt.unsubscribe('#');
    expect(await mqtt.subscription('#').count()).toBe(0);
  });

  it('publishes from the form into the sandbox, and the message appears in the log', async () => {
    await mqtt.publish({ suffix: 'bad/#', payload: '{}' });
    expect(await page.getByTestId('error-suffix').innerText()).toContain('+ or #');
    await page.getByTestId('publish-payload').fill('{"a": 1,');
    expect(await page.getByTestId('json-hint').getAttribute('data-kind')).toBe('invalidJson');
    await mqtt.publish({ suffix: 'e2e/form', payload: '{\n  "from": "form",\n  "n": 7\n}', qos: 1 });
    await page.getByTestId('publish-sent').waitFor();
    const row = await mqtt.waitMessage('yaam/v1/sandbox/e2e/form');
    expect(await row.getByTestId('message-qos').innerText()).toBe('QoS 1');
    expect(await row.getByTestId('payload-summary').innerText()).toBe('{"from":"form","n":7}');
  });

  it('shows the message rate per topic', async () => {
    for (let i = 0; i < 5; i++) await outside.publishAsync('yaam/v1/sandbox/e2e/burst', String(i));
    await page.waitForFunction(() => document.querySelector('[data-testid="rate-row"][data-topic="yaam/v1/sandbox/e2e/burst"] td:nth-child(3)')?.textContent === '5');
    const cells = await mqtt.rateRow('yaam/v1/sandbox/e2e/burst').locator('td').allInnerTexts();
    expect(cells[2]).toBe('5');
    expect(cells[1]).toBe('0.5');
  });

  it('pause counts what arrives and resume shows it', async () => {
    const before = await mqtt.messages().count();
    await mqtt.pause();
    await outside.publishAsync('yaam/v1/sandbox/e2e/paused', '{"n":1}');
    await outside.publishAsync('yaam/v1/sandbox/e2e/paused', '{"n":2}');
    await page.waitForFunction(() => document.querySelector('[data-testid="paused-banner"]')?.textContent?.includes('2 new'));
    expect(await mqtt.message('yaam/v1/sandbox/e2e/paused').count()).toBe(0);
    expect(await mqtt.messages().count()).toBe(before);
    await mqtt.resume();
    expect(await page.getByTestId('resumed-note').innerText()).toContain('2 messages');
    expect(await mqtt.message('yaam/v1/sandbox/e2e/paused').count()).toBe(2);
  });

  it('filters the log by topic and text, in the address, and keeps filters and subscriptions over a reload', async () => {
    // Deeper than the filter's one level, and its payload would match the search.
    await outside.publishAsync('yaam/v1/sandbox/other/deep', '{"form":"deep"}');
    await mqtt.waitMessage('yaam/v1/sandbox/other/deep');
    await mqtt.filterTopic('yaam/v1/sandbox/e2e/+');
    await page.waitForFunction(() => !document.querySelector('[data-testid="message"][data-topic="yaam/v1/sandbox/other/deep"]'));
    expect(await mqtt.message('yaam/v1/sandbox/e2e/outside').count()).toBe(1);
    await mqtt.search('FORM');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="message"]').length === 1);
    expect(await mqtt.messages().first().getAttribute('data-topic')).toBe('yaam/v1/sandbox/e2e/form');
    expect(await page.getByTestId('log-count').innerText()).toMatch(/^1 of \d+ messages match/);
    await page.getByTestId('log-order').click();
    await page.waitForURL((url) => url.searchParams.get('order') === 'asc');
    await page.reload();
    await mqtt.waitConnected();
    expect(await page.getByTestId('log-topic').inputValue()).toBe('yaam/v1/sandbox/e2e/+');
    expect(await page.getByTestId('log-search').inputValue()).toBe('FORM');
    await mqtt.waitSubscription('yaam/v1/sandbox/#', 'granted');
    await mqtt.waitSubscription('yaam/v1/devices/+/reads', 'refused', 'broker');
    // After the reload the log starts empty; new matching messages arrive.
    await outside.publishAsync('yaam/v1/sandbox/e2e/again', '{"form":"again"}');
    await outside.publishAsync('yaam/v1/sandbox/e2e/again', '{"other":"x"}');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="message"]').length === 1);
    await mqtt.search('');
    await mqtt.filterTopic('');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="message"]').length === 2);
    // Oldest first.
    expect(await mqtt.messages().first().getByTestId('payload-summary').innerText()).toContain('form');
  });

  it('clear asks first, then empties the log', async () => {
    await page.getByTestId('clear').click();
    await page.getByTestId('clear-dialog').waitFor();
    await page.getByTestId('clear-cancel').click();
    expect(await mqtt.messages().count()).toBe(2);
    await mqtt.clear();
    await page.getByTestId('log-empty').waitFor();
    expect(await mqtt.messages().count()).toBe(0);
  });
});

describe('MQTT console for other roles', () => {
  it('management reads the console but sees no publish form', async () => {
    const page = await newPage(browser, { locale: 'en-US' });
    const mqtt = new MqttPage(page);
    await new SignInPage(page).signInFromLogin('manager', '/watchman');
    await mqtt.open();
    await mqtt.waitConnected();
    await page.getByTestId('mqtt-subscriptions').waitFor();
    expect(await mqtt.publishForm().count()).toBe(0);
    await mqtt.subscribe('yaam/v1/sandbox/#');
    await mqtt.waitSubscription('yaam/v1/sandbox/#', 'granted');
    await outside.publishAsync('yaam/v1/sandbox/e2e/manager', '"hello manager"');
    await mqtt.waitMessage('yaam/v1/sandbox/e2e/manager');
    await page.context().close();
  });

  it('an officer (no mqtt permission) gets the forbidden page and no menu entry', async () => {
    const page = await newPage(browser, { locale: 'th-TH' });
    const mqtt = new MqttPage(page);
    await new SignInPage(page).signInFromLogin('officer', '/watchman');
    await page.locator('[data-testid="sidebar"] [data-nav="watchman"]').waitFor();
    expect(await new ShellPage(page).navKeys()).not.toContain('mqtt');
    await mqtt.open();
    await page.getByTestId('forbidden').waitFor();
    expect(await page.getByTestId('forbidden').innerText()).toContain('ไม่มีสิทธิ์');
    expect(await page.getByTestId('mqtt-subscriptions').count()).toBe(0);
    await screenshot(page, 'mqtt-forbidden-th-light');
    await page.context().close();
  });
});

for (const { lng, mode, skip } of screenshotPasses()) {
  it.skipIf(skip)(`screenshots in ${lng}, ${mode}`, async () => {
    const page = await newPage(browser, passContext({ lng, mode }));
    const mqtt = new MqttPage(page);
    await new SignInPage(page).signInFromLogin('admin', '/police');
    await mqtt.open();
    await mqtt.waitConnected();
    await mqtt.subscribe('yaam/v1/sandbox/#', 1);
    await mqtt.waitSubscription('yaam/v1/sandbox/#', 'granted');
    await mqtt.subscribe('yaam/v1/devices/+/reads');
    await mqtt.waitSubscription('yaam/v1/devices/+/reads', 'refused', 'broker');
    await outside.publishAsync('yaam/v1/sandbox/checkpoint/BKK01', 'ด่านตรวจพร้อม', { qos: 0 });
    await outside.publishAsync('yaam/v1/sandbox/reads/cam-001', JSON.stringify(READ), { qos: 1 });
    await outside.publishAsync('yaam/v1/sandbox/raw', Buffer.from([1, 2, 3, 250]), { qos: 0 });
    await outside.publishAsync('yaam/v1/sandbox/status', JSON.stringify({ status: 'online', ts: '2026-11-21T10:15:30Z' }), { qos: 1, retain: true });
    await mqtt.waitMessage('yaam/v1/sandbox/status');
    await mqtt.expand(await mqtt.waitMessage('yaam/v1/sandbox/reads/cam-001'));
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, `mqtt-console-${lng}-${mode}`);
    await page.getByTestId('mqtt-log').scrollIntoViewIfNeeded();
    await screenshot(page, `mqtt-console-log-${lng}-${mode}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.waitForTimeout(200);
    await screenshot(page, `mqtt-console-phone-${lng}-${mode}`);
    await mqtt.subscription('yaam/v1/devices/+/reads').scrollIntoViewIfNeeded();
    await screenshot(page, `mqtt-console-phone-refusal-${lng}-${mode}`);
    await page.getByTestId('mqtt-log').scrollIntoViewIfNeeded();
    await screenshot(page, `mqtt-console-phone-log-${lng}-${mode}`);
    await page.getByTestId('mqtt-publish').scrollIntoViewIfNeeded();
    await screenshot(page, `mqtt-console-phone-publish-${lng}-${mode}`);
    // Remove the retained message so the next run starts clean.
    await outside.publishAsync('yaam/v1/sandbox/status', '', { qos: 1, retain: true });
    await page.context().close();
  });
}
