// The web app's weight and speed as a browser sees it (issue 3's budget): initial JavaScript (gzip)
// of the public pages and of the signed-in shell with its first page, and Lighthouse performance of
// the landing page served by the real server.
import { gzipSync } from 'node:zlib';

import { chromium, type Page } from 'playwright-core';

import { machine, writeSection } from './lib';
import { startServer } from './server';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Sums the gzip size of every script the page loads while `action` runs and the network settles. */
async function scriptsDuring(page: Page, action: () => Promise<void>) {
  const sizes = new Map<string, number>();
  const pending: Array<Promise<void>> = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(res.body().then((b) => void sizes.set(new URL(res.url()).pathname, gzipSync(b, { level: 9 }).length), () => {}));
  });
  await action();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return { kb: +([...sizes.values()].reduce((a, b) => a + b, 0) / 1024).toFixed(1), files: sizes };
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
    });
    const mqttKb = +([...signedIn.files].filter(([f]) => /mqtt/.test(f)).reduce((a, [, n]) => a + n, 0) / 1024).toFixed(1);

    const lighthouse = await runLighthouse(`${server.baseUrl}/`);
    const rows = {
      landingJsKb: landing.kb,
      loginJsKb: login.kb,
      signedInShellJsKb: signedIn.kb,
      ofWhichMqttKb: mqttKb,
      lighthousePerformance: lighthouse,
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
| signed-in shell with its first page (admin → \`/police\`), scripts loaded after the sign-in click | ${rows.signedInShellJsKb} KB (of which the MQTT client ${rows.ofWhichMqttKb} KB) | ≤ 300 KB — ${met(rows.signedInShellJsKb <= 300)} |
| Lighthouse performance, landing page (mobile, simulated throttling) | ${rows.lighthousePerformance} | ≥ 95 — ${met(rows.lighthousePerformance >= 95)} |`,
    );
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function runLighthouse(url: string): Promise<number> {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({ chromePath: CHROME, chromeFlags: ARGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    return Math.round((result?.lhr.categories.performance?.score ?? 0) * 100);
  } finally {
    chrome.kill();
  }
}
