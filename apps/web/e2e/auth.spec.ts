// Guard, intended destination, role landing, returnTo, login return through /auth/callback, logout.
import { DEMO_ACCOUNTS, landingFor } from '@yaam/shared/roles';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, newPage, waitForPath } from './harness';
import { ShellPage } from './pages/shell.page';
import { SignInPage } from './pages/sign-in.page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('sign-in and session', () => {
  it('guards a private page: back to / with the intended destination kept, then taken there after sign-in', async () => {
    const page = await newPage(browser);
    await page.goto('/kwatch?tab=mine');
    await waitForPath(page, '/');
    expect(await page.evaluate(() => sessionStorage.getItem('auth:intended'))).toBe('/kwatch?tab=mine');
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.signInAs('officer');
    await waitForPath(page, '/kwatch');
    expect(new URL(page.url()).search).toBe('?tab=mine');
    expect(await page.evaluate(() => sessionStorage.getItem('auth:intended'))).toBeNull();
    await page.context().close();
  });

  for (const account of DEMO_ACCOUNTS) {
    it(`${account.username} (${account.role}) lands on ${landingFor(account.role)}`, async () => {
      const page = await newPage(browser);
      await new SignInPage(page).signInFromLogin(account.username, landingFor(account.role));
      await page.getByTestId('sidebar').waitFor();
      // The browser's own MQTT connection (credentials from the server, then the broker) is up.
      await new ShellPage(page).waitForRealtime();
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth:user') ?? 'null') as { role?: string; fullName?: string } | null);
      expect(stored?.role).toBe(account.role);
      expect(stored?.fullName).toBeTruthy();
      expect(await page.evaluate(() => localStorage.getItem('auth:token'))).toBeTruthy();
      await page.context().close();
    });
  }

  it('honours returnTo over the role landing', async () => {
    const page = await newPage(browser);
    await new SignInPage(page).signInFromLogin('admin', '/map', '/map');
    await page.context().close();
  });

  it('accepts the login return in the hash at /auth/callback and cleans the address', async () => {
    const first = await newPage(browser);
    await new SignInPage(first).signInFromLogin('admin', '/police');
    const { token, refresh } = await first.evaluate(() => ({ token: localStorage.getItem('auth:token'), refresh: localStorage.getItem('auth:refresh') }));
    await first.context().close();
    expect(token).toBeTruthy();

    const page = await newPage(browser);
    await page.goto(`/auth/callback#token=${encodeURIComponent(token!)}&refresh_token=${encodeURIComponent(refresh ?? '')}`);
    await waitForPath(page, '/police');
    const url = new URL(page.url());
    expect(url.hash).toBe('');
    expect(url.search).not.toContain('token');
    await page.getByTestId('sidebar').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth:token'))).toBe(token);
    await page.context().close();
  });

  it('logs out: storage cleared, private pages guarded again', async () => {
    const page = await newPage(browser);
    await new SignInPage(page).signInFromLogin('manager', '/watchman');
    await new ShellPage(page).signOut();
    // The built-in provider asks to confirm the sign-out, then returns to /.
    const confirm = page.locator('button[name="logout"]');
    await Promise.race([confirm.waitFor({ timeout: 15_000 }).then(() => confirm.click()), waitForPath(page, '/', 15_000)]).catch(() => {});
    await waitForPath(page, '/');
    await page.getByTestId('landing').waitFor();
    const keys = await page.evaluate(() => ['auth:token', 'auth:refresh', 'auth:user'].map((k) => localStorage.getItem(k)));
    expect(keys).toEqual([null, null, null]);
    await page.goto('/watchman');
    await waitForPath(page, '/');
    await page.context().close();
  });
});
