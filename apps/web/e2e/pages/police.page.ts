// The police screens: directory (/polices), administrators' home (/police), the officer form, the
// delete confirmation and the conflict dialog.
import type { Page } from 'playwright-core';

import { waitForPath } from '../harness';

export interface OfficerFields {
  badgeNo?: string;
  rank?: string;
  firstNameTh?: string;
  lastNameTh?: string;
  firstNameEn?: string;
  lastNameEn?: string;
  position?: string;
  phone?: string;
  email?: string;
}

export class PolicePage {
  constructor(readonly page: Page) {}

  // --- Directory ---------------------------------------------------------------------------
  async openDirectory(query = '') {
    await this.page.goto(`/polices${query}`);
    await this.waitForRows();
  }
  async waitForRows() {
    await this.page.getByTestId('officer-table').waitFor();
    // Rows of the previous query stay on screen (marked stale) until the new ones arrive.
    await this.page.waitForFunction(
      () =>
        !document.querySelector('[data-testid="skeleton-row"], [data-stale="true"]') &&
        (document.querySelector('[data-testid="officer-row"]') || document.querySelector('[data-testid="empty-state"]')),
    );
  }
  async search(text: string) {
    await this.page.getByTestId('officer-search').fill(text);
    await this.page.waitForURL((url) => url.searchParams.get('q') === (text || null), { timeout: 10_000 });
    await this.waitForRows();
  }
  rows() {
    return this.page.getByTestId('officer-row');
  }
  row(badgeNo: string) {
    return this.page.locator(`[data-testid="officer-row"][data-badge="${badgeNo}"]`);
  }
  async rowBadges(): Promise<string[]> {
    return this.rows().evaluateAll((els) => els.map((e) => e.getAttribute('data-badge') ?? ''));
  }
  addButton() {
    return this.page.getByTestId('add-officer');
  }
  /** Clicks Export and returns the downloaded file's text. */
  async exportCsv(): Promise<string> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.page.getByTestId('export-csv').click()]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  // --- Form --------------------------------------------------------------------------------
  async waitForForm() {
    await this.page.getByTestId('officer-form').waitFor();
  }
  async fill(fields: OfficerFields) {
    for (const [name, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      const input = this.page.getByTestId(`field-${name}`);
      if (name === 'rank') await input.selectOption(value);
      else await input.fill(value);
    }
  }
  async pickDistrict(text: string) {
    const picker = this.page.getByTestId('district-picker');
    await picker.fill(text);
    await this.page.locator('[role="listbox"] [role="option"]').first().click();
  }
  async save() {
    await this.page.getByTestId('save-officer').click();
  }
  fieldError(name: string) {
    return this.page.getByTestId(`error-${name}`);
  }
  async formVersion(): Promise<number> {
    return Number(await this.page.getByTestId('officer-form').getAttribute('data-version'));
  }

  // --- Conflict, delete --------------------------------------------------------------------
  conflictDialog() {
    return this.page.getByTestId('conflict-dialog');
  }
  async openDelete(id: string) {
    await this.page.goto(`/police/delete/${id}`);
    await this.page.getByTestId('confirm-delete').waitFor();
  }
  async confirmDelete() {
    await this.page.getByTestId('confirm-delete').click();
    await waitForPath(this.page, '/polices');
  }
  toast(text: string) {
    return this.page.locator('.toast-root', { hasText: text });
  }
}
