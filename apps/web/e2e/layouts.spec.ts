// A screenshot of each layout (reports/screenshots), and an axe scan of the landing, login,
// default-layout and error pages: no serious or critical violation. Thai light and English dark (each
// language and each colour mode once); all four pairs with E2E_FULL=1.
import { createRequire } from 'node:module';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { languageAndModePasses, launchBrowser, newPage, passContext, screenshot } from './harness';
import { SignInPage } from './pages/sign-in.page';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function settle(page: Page, selector: string) {
  await page.locator(selector).first().waitFor();
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

async function axe(page: Page) {
  await page.addScriptTag({ path: AXE_PATH });
  const result = await page.evaluate(async () => {
    const w = window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }> }> } };
    return w.axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

const PUBLIC = [
  ['landing', '/', '[data-testid="landing"]'],
  ['login', '/login', '[data-testid="sign-in"]'],
  ['docs', '/docs', '[data-layout="docs"]'],
  ['changelog', '/changelog', '[data-layout="changelog"]'],
  ['error', '/no-such-page', '[data-testid="error-page"]'],
] as const;

const PRIVATE = [
  ['default', '/dashboard', '[data-layout="default"]'],
  ['settings', '/settings', '[data-testid="profile-name"]'],
  ['chats', '/ksearch/chats', '[data-layout="chats"]'],
] as const;

for (const { lng, mode, skip } of languageAndModePasses()) {
  describe.skipIf(skip)(`layouts in ${lng}, ${mode}`, () => {
    it('public layouts', async () => {
      const page = await newPage(browser, { ...passContext({ lng, mode }), bypassCSP: true });
      for (const [name, path, selector] of PUBLIC) {
        await page.goto(path);
        await settle(page, selector);
        await screenshot(page, `${name}-${lng}-${mode}`);
        if (mode === 'light' || name !== 'docs') {
          const violations = ['landing', 'login', 'error'].includes(name) ? await axe(page) : [];
          expect(violations, `${name} ${lng} ${mode}`).toEqual([]);
        }
      }
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      await settle(page, '[data-testid="landing"]');
      await screenshot(page, `landing-${lng}-${mode}-phone`);
      await page.context().close();
    });

    it('signed-in layouts', async () => {
      const page = await newPage(browser, { ...passContext({ lng, mode }), bypassCSP: true });
      await new SignInPage(page).signInFromLogin('admin', '/police');
      for (const [name, path, selector] of PRIVATE) {
        await page.goto(path);
        await settle(page, selector);
        await screenshot(page, `${name}-${lng}-${mode}`);
        if (name === 'default') expect(await axe(page), `${name} ${lng} ${mode}`).toEqual([]);
      }
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/dashboard');
      await settle(page, '[data-testid="mobile-menu-open"]');
      await screenshot(page, `default-${lng}-${mode}-phone`);
      await page.getByTestId('mobile-menu-open').click();
      await page.waitForTimeout(300);
      await screenshot(page, `default-${lng}-${mode}-phone-menu`);
      await page.context().close();
    });
  });
}
