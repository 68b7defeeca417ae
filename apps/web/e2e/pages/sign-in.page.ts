// The app's /login card and the built-in provider's sign-in form at /oidc.
import type { Page } from 'playwright-core';

import { DEMO_PASSWORD, waitForPath } from '../harness';

export class SignInPage {
  constructor(readonly page: Page) {}

  async open(returnTo?: string) {
    await this.page.goto(returnTo ? `/login?returnTo=${encodeURIComponent(returnTo)}` : '/login');
    await this.page.getByTestId('sign-in').waitFor();
  }

  /** Clicks "Sign in" and fills the provider's form; resolves once back in the app. */
  async signInAs(username: string, password = DEMO_PASSWORD) {
    await this.page.getByTestId('sign-in').click();
    await this.page.locator('#username').waitFor({ timeout: 30_000 });
    await this.page.locator('#username').fill(username);
    await this.page.locator('#password').fill(password);
    await this.page.locator('button[type="submit"]').first().click();
    await this.page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/interaction') && url.pathname !== '/auth/callback', { timeout: 30_000 });
  }

  async signInFromLogin(username: string, expectedPath: string, returnTo?: string) {
    await this.open(returnTo);
    await this.signInAs(username);
    await waitForPath(this.page, expectedPath);
  }
}
