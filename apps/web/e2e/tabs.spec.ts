// Pages with sub-pages as tabs (app/tabs-layout.tsx: Settings, System users) on a phone: the tab row
// scrolls sideways, and a page opened from its address shows its own tab, in view, without moving
// the page itself. Screenshots in th and en (reports/screenshots/tabs-*).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, localeOf, newPage, screenshot } from './harness';
import { SignInPage } from './pages/sign-in.page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };

/** [address, the tab it belongs to, screenshot name]: first tabs, last tabs, and a page below a tab. */
const PAGES = [
  ['/settings', '/settings', 'settings-general'],
  ['/settings/devices', '/settings/devices', 'settings-devices'],
  ['/settings/devices/cam-001', '/settings/devices', 'settings-device'],
  ['/systemUsers/permissions/menu', '/systemUsers/permissions/menu', 'system-users-menu'],
] as const;

interface Geometry {
  tab: { left: number; right: number };
  row: { left: number; right: number; scrollLeft: number };
  page: { scrollX: number; scrollY: number; scrollWidth: number; innerWidth: number };
}

/** Where the current tab is, in its row and on the page, once the page has settled. */
async function geometry(page: Page, tabHref: string): Promise<Geometry> {
  const tab = page.locator(`nav > a[aria-current="page"][href="${tabHref}"]`);
  await tab.waitFor();
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  return tab.evaluate((a) => {
    const row = a.parentElement as HTMLElement;
    const t = a.getBoundingClientRect();
    const r = row.getBoundingClientRect();
    const root = document.documentElement;
    return {
      tab: { left: t.left, right: t.right },
      row: { left: r.left, right: r.right, scrollLeft: row.scrollLeft },
      page: {
        scrollX: window.scrollX,
        scrollY: window.scrollY,
        scrollWidth: root.scrollWidth,
        innerWidth: window.innerWidth,
      },
    };
  });
}

describe('tabs on a phone (390×844)', () => {
  for (const lng of ['th', 'en'] as const) {
    it(`in ${lng}: the current tab is in view, the page not moved`, async () => {
      const page = await newPage(browser, { locale: localeOf(lng), viewport: PHONE });
      await new SignInPage(page).signInFromLogin('admin', '/police');
      for (const [address, tabHref, name] of PAGES) {
        await page.goto(address);
        const g = await geometry(page, tabHref);
        await screenshot(page, `tabs-${name}-${lng}-phone`);
        const where = `${address} ${lng}: ${JSON.stringify(g)}`;
        // The current tab lies wholly inside the tab row's visible part.
        expect(g.tab.left, where).toBeGreaterThanOrEqual(g.row.left - 1);
        expect(g.tab.right, where).toBeLessThanOrEqual(g.row.right + 1);
        // Scrolling the tab into view moves the row only: not the page, sideways or down.
        expect(g.page.scrollX, where).toBe(0);
        expect(g.page.scrollY, where).toBe(0);
        expect(g.page.scrollWidth, where).toBeLessThanOrEqual(g.page.innerWidth);
      }
      await page.context().close();
    });
  }
});
