import type { Page } from 'playwright-core';

export class LandingPage {
  constructor(readonly page: Page) {}
  async open() {
    await this.page.goto('/');
    await this.page.getByTestId('landing').waitFor();
  }
  async switchLanguage(lng: 'th' | 'en') {
    await this.page.getByTestId('language-switch').first().locator(`button[lang="${lng}"]`).click();
  }
  heroSignIn() {
    return this.page.getByTestId('hero-sign-in');
  }
}
