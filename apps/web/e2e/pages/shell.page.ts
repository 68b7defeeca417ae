// The signed-in frame: sidebar, user menu, realtime badge.
import type { Page } from 'playwright-core';

export class ShellPage {
  constructor(readonly page: Page) {}
  sidebar() {
    return this.page.getByTestId('sidebar');
  }
  async navKeys(): Promise<string[]> {
    return this.page.locator('[data-testid="sidebar"] [data-nav]').evaluateAll((els) => els.map((e) => e.getAttribute('data-nav') ?? ''));
  }
  async signOut() {
    await this.page.getByTestId('sidebar').getByTestId('user-menu').click();
    await this.page.getByTestId('sign-out').click();
  }
  /** Resolves once the realtime badge says the broker connection is up. */
  async waitForRealtime(state = 'connected', timeout = 20_000) {
    await this.page.locator(`[data-testid="realtime-badge"][data-state="${state}"]`).first().waitFor({ timeout });
  }
  async waitForPage() {
    await this.page.getByTestId('page').first().waitFor();
  }
}
