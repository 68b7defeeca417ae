import type { Page } from 'playwright-core';

export class ErrorPageObject {
  constructor(readonly page: Page) {}
  async waitFor() {
    await this.page.getByTestId('error-page').waitFor();
  }
  statusMessage() {
    return this.page.getByTestId('error-status-message').innerText();
  }
  statusCode() {
    return this.page.getByTestId('error-status-code').innerText();
  }
  async backHome() {
    await this.page.getByRole('link', { name: /Back to home|กลับหน้าแรก/ }).click();
  }
}
