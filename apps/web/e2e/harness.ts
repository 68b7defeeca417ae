// Browser harness: Debian's Chromium through playwright-core, one fresh browser per spec file
// (playwright creates a fresh temporary user-data-dir for every launch), isolated contexts per test.
import fs from 'node:fs';
import path from 'node:path';

import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/**
 * The server this spec file talks to. scripts/e2e.mjs starts one server per Vitest worker, each
 * with its own data, so spec files running side by side never see each other's changes.
 */
export const BASE_URL = process.env.E2E_BASE_URLS?.split(',')[Number(process.env.VITEST_POOL_ID ?? 1) - 1] ?? process.env.E2E_BASE_URL ?? 'http://localhost:3000';
export const DEMO_PASSWORD = process.env.YAAM_DEMO_PASSWORD ?? 'yaam-demo';
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../../reports/screenshots');

export const CHROME_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** E2E_FULL=1: every language × colour-mode pass below (README, Tests); otherwise a representative part. */
export const E2E_FULL = process.env.E2E_FULL === '1';

export type Lng = 'th' | 'en';
export type Mode = 'light' | 'dark';
export interface Pass {
  lng: Lng;
  mode: Mode;
  /** not in this run: shown as skipped */
  skip: boolean;
}

const PASSES: ReadonlyArray<readonly [Lng, Mode]> = [
  ['th', 'light'],
  ['th', 'dark'],
  ['en', 'light'],
  ['en', 'dark'],
];

/**
 * The passes of a screenshot tour (a page in th/en × light/dark, laptop and phone): by default Thai
 * in light mode only, the users' own; all four with E2E_FULL=1.
 */
export function screenshotPasses(): Pass[] {
  return PASSES.map(([lng, mode]) => ({ lng, mode, skip: !E2E_FULL && !(lng === 'th' && mode === 'light') }));
}

/**
 * The passes of checks whose outcome depends on language and colour mode (prerendered landing,
 * axe): by default each language and each mode once (th light, en dark); all four with E2E_FULL=1.
 */
export function languageAndModePasses(): Pass[] {
  return PASSES.map(([lng, mode]) => ({ lng, mode, skip: !E2E_FULL && (lng === 'th') !== (mode === 'light') }));
}

/** The browser locale that makes the app pick `lng`. */
export const localeOf = (lng: Lng) => (lng === 'th' ? 'th-TH' : 'en-US');

/** The browser's language and colour scheme for a pass. */
export const passContext = ({ lng, mode }: Pick<Pass, 'lng' | 'mode'>): BrowserContextOptions => ({ locale: localeOf(lng), colorScheme: mode });

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
