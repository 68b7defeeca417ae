// The web app's weight and speed as a browser sees it (issue 3's budget): initial JavaScript (gzip)
// of the public pages and of the signed-in shell with its first page, and Lighthouse performance of
// the landing page served by the real server.
import { gzipSync } from 'node:zlib';

import { chromium, type Page } from 'playwright-core';

import { machine, writeSection } from './lib';
import { startServer } from './server';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * Sums the gzip size of the scripts the page loads while `action` runs: `initial` until the action
 * is done (the first page shown), `all` once the network has settled too.
 */
async function scriptsDuring(page: Page, action: () => Promise<void>) {
  const sizes = new Map<string, number>();
  const kb = () => +([...sizes.values()].reduce((a, b) => a + b, 0) / 1024).toFixed(1);
  const pending: Array<Promise<void>> = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(res.body().then((b) => void sizes.set(new URL(res.url()).pathname, gzipSync(b, { level: 9 }).length), () => {}));
  });
  await action();
  await page.waitForLoadState('load');
  await Promise.all(pending);
  const initial = kb();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2500); // past the realtime client's idle start
  await Promise.all(pending);
  return { kb: initial, allKb: kb(), files: sizes };
}

export async function benchWeb() {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROME, args: ARGS, headless: true });
  try {
    const fresh = async () => (await browser.newContext({ baseURL: server.baseUrl, locale: 'th-TH' })).newPage();

    const landingPage = await fresh();
    const landing = await scriptsDuring(landingPage, async () => void (await landingPage.goto('/')));
    const loginPage = await fresh();
    const login = await scriptsDuring(loginPage, async () => void (await loginPage.goto('/login')));

    // Signed in: everything loaded from the sign-in click to the role's landing page, settled.
    const page = await fresh();
    await page.goto('/login');
    await page.getByTestId('sign-in').waitFor();
    await page.waitForLoadState('networkidle');
    const signedIn = await scriptsDuring(page, async () => {
      await page.getByTestId('sign-in').click();
      await page.locator('#username').fill('admin');
      await page.locator('#password').fill(process.env.YAAM_DEMO_PASSWORD ?? 'yaam-demo');
      await page.locator('button[type="submit"]').first().click();
      await page.waitForURL((u) => u.pathname === '/police', { timeout: 60_000 });
      await page.getByTestId('page').first().waitFor();
    });
    // A signed-in user opening the app again: a new tab in the same browser profile, straight to /police.
    const again = await page.context().newPage();
    const reopened = await scriptsDuring(again, async () => {
      await again.goto('/police');
      await again.getByTestId('page').first().waitFor();
    });
    const mqttKb = +([...signedIn.files].filter(([f]) => /mqtt/.test(f)).reduce((a, [, n]) => a + n, 0) / 1024).toFixed(1);

    const lighthouse = await runLighthouse(`${server.baseUrl}/`, 'mobile');
    const lighthouseDesktop = await runLighthouse(`${server.baseUrl}/`, 'desktop');
    const rows = {
      landingJsKb: landing.kb,
      loginJsKb: login.kb,
      signedInShellJsKb: signedIn.kb,
      signedInAllJsKb: signedIn.allKb,
      reopenedJsKb: reopened.kb,
      reopenedAllJsKb: reopened.allKb,
      ofWhichMqttKb: mqttKb,
      lighthousePerformance: lighthouse,
      lighthouseDesktop,
    };
    const met = (ok: boolean) => (ok ? 'met' : '**not met**');
    writeSection(
      'web',
      `## Web app weight and Lighthouse (issue 3)

${machine()}; the built app served by the real server (precompressed assets), loaded in headless Chromium. Sizes are the gzip size of every script the browser fetched.

| measure | figure | budget |
| --- | --- | --- |
| landing page \`/\`, initial JavaScript | ${rows.landingJsKb} KB | ≤ 200 KB — ${met(rows.landingJsKb <= 200)} |
| login page \`/login\`, initial JavaScript | ${rows.loginJsKb} KB | ≤ 200 KB — ${met(rows.loginJsKb <= 200)} |
| signed-in shell with its first page (admin → \`/police\`): scripts loaded from the sign-in click until the page is shown | ${rows.signedInShellJsKb} KB | ≤ 300 KB — ${met(rows.signedInShellJsKb <= 300)} |
| the same, plus what loads once the browser is idle (the MQTT client, ${rows.ofWhichMqttKb} KB) | ${rows.signedInAllJsKb} KB | — |
| a signed-in user opening \`/police\` in a new tab: scripts until the page is shown | ${rows.reopenedJsKb} KB | ≤ 300 KB — ${met(rows.reopenedJsKb <= 300)} |
| the same, plus what loads once the browser is idle | ${rows.reopenedAllJsKb} KB | — |
| Lighthouse performance, landing page, mobile (Moto G power, slow 4G, simulated) | ${rows.lighthousePerformance} | ≥ 95 — ${met(rows.lighthousePerformance >= 95)} |
| Lighthouse performance, landing page, desktop preset | ${rows.lighthouseDesktop} | ≥ 95 — ${met(rows.lighthouseDesktop >= 95)} |`,
    );
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** Lighthouse performance score, with its default mobile emulation or its desktop preset. */
async function runLighthouse(url: string, preset: 'mobile' | 'desktop'): Promise<number> {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const config = preset === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
  const chrome = await launch({ chromePath: CHROME, chromeFlags: ARGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' }, config);
    return Math.round((result?.lhr.categories.performance?.score ?? 0) * 100);
  } finally {
    chrome.kill();
  }
}
