// Browser harness: Debian's Chromium through playwright-core, one fresh browser per spec file
// (playwright creates a fresh temporary user-data-dir for every launch), isolated contexts per test.
import fs from 'node:fs';
import path from 'node:path';

import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';
export const DEMO_PASSWORD = process.env.YAAM_DEMO_PASSWORD ?? 'yaam-demo';
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../../reports/screenshots');

export const CHROME_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROME_ARGS, headless: true });
}

export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ baseURL: BASE_URL, locale: 'th-TH', viewport: { width: 1280, height: 800 }, ...options });
}

export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await newContext(browser, options);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[pageerror] ${error.message}`));
  return page;
}

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });
}

/** Waits until the path (no query, no hash) of the page is `pathname`. */
export async function waitForPath(page: Page, pathname: string, timeout = 30_000) {
  await page.waitForURL((url) => url.pathname === pathname, { timeout });
}
