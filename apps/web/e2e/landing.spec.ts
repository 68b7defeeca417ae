// The landing page `/` as the server sends it, prerendered at build time (issue 3, Lighthouse mobile):
// complete before any of the app's script runs, in the visitor's language and colour mode, and the
// app's own render over it is the same markup with no layout shift. The app starts when needed.
// Language × colour mode: Thai light and English dark; all four pairs with E2E_FULL=1.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { languageAndModePasses, launchBrowser, newPage, passContext, screenshot } from './harness';
import { LandingPage } from './pages/landing.page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Layout shifts the page has seen (without input), each with its time and the elements that moved. */
const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<Array<{ at: number; value: number; moved: string[] }>>((resolve) => {
        const shifts: Array<{ at: number; value: number; moved: string[] }> = [];
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node | null }> };
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Shift[]) {
            if (e.hadRecentInput) continue;
            const moved = e.sources.map((s) => (s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}`.slice(0, 80) : String(s.node?.nodeName)));
            shifts.push({ at: Math.round(e.startTime), value: e.value, moved });
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(shifts), 100);
      }),
  );
const sum = (shifts: Array<{ value: number }>) => shifts.reduce((a, s) => a + s.value, 0);

const settle = async (page: Page) => {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
};

describe('prerendered landing page', () => {
  for (const { lng, mode, skip } of languageAndModePasses()) {
    it.skipIf(skip)(`${lng}, ${mode}: complete before the app's script, the same markup after it, no layout shift`, async () => {
      const page = await newPage(browser, passContext({ lng, mode }));
      const landing = new LandingPage(page);
      const appScripts: string[] = [];
      page.on('request', (r) => void (/\/assets\/.*\.js$/.test(r.url()) && appScripts.push(r.url())));
      await landing.blockAppScripts();
      await landing.open();
      await settle(page);
      // The server's page: language, title, colour mode, the sign-in way in, and no app script asked for yet.
      expect(await landing.isPrerendered()).toBe(true);
      expect(appScripts).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lng);
      expect(await page.title()).toBe(lng === 'th' ? 'ระบบเฝ้าระวังป้ายทะเบียนสำหรับจุดตรวจและจุดกลับรถ · ยาม Yaam' : 'Licence-plate watch for checkpoints and U-turns · ยาม Yaam');
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(mode === 'dark');
      expect(await landing.heroSignIn().getAttribute('href')).toBe('/login');
      await expect(landing.heroSignIn().innerText()).resolves.toContain(lng === 'th' ? 'เข้าสู่ระบบ' : 'Sign in');
      // Fonts: the page uses exactly the ones it preloads for its first paint (build/prerender-landing.ts).
      const fonts = await page.evaluate(() => ({
        preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map((l) => new URL(l.href).pathname).sort(),
        used: performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => p.endsWith('.woff2')).sort(),
      }));
      expect(fonts.used).toEqual(fonts.preloaded);
      await screenshot(page, `landing-prerendered-${lng}-${mode}`);
      const before = await landing.markup();
      const startedAt = await page.evaluate(() => performance.now());
      // Before the app: at most a web font swapping in (preloaded, usually there for the first paint).
      expect(sum(await layoutShifts(page))).toBeLessThan(0.1);
      const heroBefore = await page.locator('h1').boundingBox();

      await landing.unblockAppScripts();
      await landing.startApp();
      await settle(page);
      await landing.loadingBarDone();
      expect(appScripts.length).toBeGreaterThan(0);
      expect(await landing.markup()).toBe(before);
      expect(await page.locator('h1').boundingBox()).toEqual(heroBefore);
      // The app's render over the page moves nothing.
      const shifts = (await layoutShifts(page)).filter((x) => x.at >= startedAt);
      expect(sum(shifts), JSON.stringify(shifts)).toBeLessThan(0.001);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lng);
      await screenshot(page, `landing-booted-${lng}-${mode}`);

      await page.setViewportSize({ width: 390, height: 844 });
      await landing.blockAppScripts();
      await landing.open();
      await settle(page);
      expect(await landing.isPrerendered()).toBe(true);
      await screenshot(page, `landing-prerendered-${lng}-${mode}-phone`);
      await landing.unblockAppScripts();
      await landing.startApp();
      await settle(page);
      await screenshot(page, `landing-booted-${lng}-${mode}-phone`);
      await page.context().close();
    });
  }

  it('a click on a switch before the app is there is done once it is', async () => {
    const page = await newPage(browser, { locale: 'th-TH', colorScheme: 'light' });
    const landing = new LandingPage(page);
    // The app's scripts arrive late: the click lands on the prerendered button.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await landing.open();
    await landing.switchLanguage('en');
    expect(await landing.isPrerendered()).toBe(true);
    await page.waitForFunction(() => document.documentElement.lang === 'en', undefined, { timeout: 30_000 });
    await expect(landing.heroSignIn().innerText()).resolves.toContain('Sign in');
    expect(await landing.isPrerendered()).toBe(false);
    await page.context().close();
  });

  it('the links work before the app is there', async () => {
    const page = await newPage(browser, { locale: 'th-TH' });
    const landing = new LandingPage(page);
    await landing.blockAppScripts();
    await landing.open();
    await landing.unblockAppScripts();
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('[data-testid="hero-sign-in"]')!.click());
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByTestId('sign-in').waitFor({ timeout: 30_000 });
    await page.context().close();
  });

  it('with a stored session the app starts at once (it shows the way into the app, not sign-in)', async () => {
    const page = await newPage(browser, { locale: 'en-US' });
    await page.addInitScript(() => localStorage.setItem('auth:token', 'stored'));
    await page.goto('/');
    await page.waitForFunction(() => !document.getElementById('app')?.hasAttribute('data-entry'), undefined, { timeout: 30_000 });
    await page.context().close();
  });

  it('the colour mode follows the OS before the app starts', async () => {
    const page = await newPage(browser, { colorScheme: 'light' });
    const landing = new LandingPage(page);
    await landing.blockAppScripts();
    await landing.open();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#020618');
    expect(await landing.isPrerendered()).toBe(true);
    await page.context().close();
  });
});
