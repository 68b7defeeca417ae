// 404 for unmatched routes (non-fatal) and validate failures (fatal), with the SPEC texts.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, newPage, waitForPath } from './harness';
import { ErrorPageObject } from './pages/error.page';
import { SignInPage } from './pages/sign-in.page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('errors', () => {
  it('an unmatched route shows the error page with "Page not found: {path}", and Back to home works', async () => {
    const page = await newPage(browser, { locale: 'en-US' });
    await page.goto('/docs-nope/here');
    const error = new ErrorPageObject(page);
    await error.waitFor();
    expect(await error.statusCode()).toBe('404');
    expect(await error.statusMessage()).toBe('Page not found: /docs-nope/here');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Page not found');
    await expect(page.getByText('We are sorry but this page could not be found.').count()).resolves.toBe(1);
    await error.backHome();
    await waitForPath(page, '/');
    await page.getByTestId('landing').waitFor();
    await page.context().close();
  });

  it('a malformed id fails the route validate check: fatal "Page Not Found: {fullPath}"', async () => {
    const page = await newPage(browser, { locale: 'en-US' });
    await new SignInPage(page).signInFromLogin('admin', '/police');
    await page.goto('/police/edit/abc');
    const error = new ErrorPageObject(page);
    await error.waitFor();
    expect(await error.statusMessage()).toBe('Page Not Found: /police/edit/abc');
    await page.goto('/police/edit/0b9f5a56-7a43-4c1e-9d1c-2f4a9a0e8b11');
    await page.getByTestId('page').waitFor();
    await page.context().close();
  });

  it('crawlers get no error page rendered', async () => {
    const page = await newPage(browser, { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await page.goto('/no-such-page');
    await page.waitForTimeout(1500);
    expect(await page.getByTestId('error-page').count()).toBe(0);
    await page.context().close();
  });
});
