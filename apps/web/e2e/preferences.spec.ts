// Language detection, switch and cookie; colour mode from the OS, followed live.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, newPage } from './harness';
import { LandingPage } from './pages/landing.page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('language', () => {
  it('follows the browser, switches, keeps the choice in a 365-day cookie and sets <html lang>', async () => {
    const page = await newPage(browser, { locale: 'th-TH' });
    const landing = new LandingPage(page);
    await landing.open();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('th');
    expect(await landing.heroSignIn().innerText()).toContain('เข้าสู่ระบบ');
    await landing.switchLanguage('en');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await landing.heroSignIn().innerText()).toContain('Sign in');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'yaam_locale');
    expect(cookie?.value).toBe('en');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    await page.reload();
    await page.getByTestId('landing').waitFor();
    expect(await landing.heroSignIn().innerText()).toContain('Sign in');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it('falls back to Thai for other browser languages', async () => {
    const page = await newPage(browser, { locale: 'de-DE' });
    await new LandingPage(page).open();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('th');
    await page.context().close();
  });
});

describe('colour mode', () => {
  it('follows the OS preference live, with the theme colour', async () => {
    const page = await newPage(browser, { colorScheme: 'dark' });
    await new LandingPage(page).open();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#020618');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#ffffff');
    await page.context().close();
  });

  it('an explicit choice wins over the OS and is kept', async () => {
    const page = await newPage(browser, { colorScheme: 'light' });
    await new LandingPage(page).open();
    await page.getByTestId('color-mode-switch').first().getByRole('button', { name: /มืด|Dark/ }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.context().close();
  });
});
