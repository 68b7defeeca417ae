// The watchlist screens: the list (/kwatch), the create dialog, the entry page (/kwatch/edit/{id})
// with its lifecycle actions, the conflict dialog and the CSV import dialog.
import type { Page } from 'playwright-core';

export interface EntryFields {
  pattern?: string;
  mode?: 'exact' | 'wildcard' | 'fuzzy';
  maxDistance?: number;
  /** Thai province name */
  province?: string;
  reason?: string;
  priority?: 'low' | 'medium' | 'high' | 'critical';
  caseNo?: string;
  notes?: string;
  /** datetime-local value, Bangkok time */
  validUntil?: string;
}

export class KwatchPage {
  constructor(readonly page: Page) {}

  // --- List ------------------------------------------------------------------------------
  async open(query = '') {
    await this.page.goto(`/kwatch${query}`);
    await this.waitForRows();
  }
  /** The rows of the current query are on screen (the table on a laptop, the cards on a phone). */
  async waitForRows() {
    await this.page.getByTestId('page').waitFor();
    await this.page.waitForFunction(
      () =>
        !document.querySelector('[data-testid="skeleton-row"], [data-stale="true"]') &&
        (document.querySelector('[data-testid="watch-row"], [data-testid="watch-card"]') || document.querySelector('[data-testid="empty-state"]')),
    );
  }
  async search(text: string) {
    await this.page.getByTestId('watch-search').fill(text);
    await this.page.waitForURL((url) => url.searchParams.get('q') === (text || null), { timeout: 10_000 });
    await this.waitForRows();
  }
  rows() {
    return this.page.getByTestId('watch-row');
  }
  row(pattern: string) {
    return this.page.locator(`[data-testid="watch-row"][data-pattern="${pattern}"]`);
  }
  async rowPatterns(): Promise<string[]> {
    return this.rows().evaluateAll((els) => els.map((e) => e.getAttribute('data-pattern') ?? ''));
  }
  async rowPriorities(): Promise<string[]> {
    return this.rows().evaluateAll((els) => els.map((e) => e.querySelector('[data-priority]')?.getAttribute('data-priority') ?? ''));
  }
  async total(): Promise<number> {
    return Number(await this.page.getByTestId('range').getAttribute('data-total'));
  }
  createButton() {
    return this.page.getByTestId('create-entry');
  }
  importButton() {
    return this.page.getByTestId('import-csv');
  }
  /** Clicks Export and returns the downloaded file's name and text. */
  async exportCsv(): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.page.getByTestId('export-csv').click()]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
  }

  // --- Form (dialog and page share the fields) --------------------------------------------
  /** Clicks the label of a visually hidden radio (mode, priority). */
  async pickRadio(testId: string) {
    await this.page.locator('label', { has: this.page.getByTestId(testId) }).click();
  }
  async fill(fields: EntryFields) {
    if (fields.mode) await this.pickRadio(`mode-${fields.mode}`);
    if (fields.pattern !== undefined) await this.page.getByTestId('field-pattern').fill(fields.pattern);
    if (fields.maxDistance !== undefined) await this.page.getByTestId('field-maxDistance').selectOption(String(fields.maxDistance));
    if (fields.province !== undefined) await this.page.getByTestId('field-province').selectOption(fields.province);
    if (fields.reason !== undefined) await this.page.getByTestId('field-reason').selectOption(fields.reason);
    if (fields.priority) await this.pickRadio(`priority-${fields.priority}`);
    if (fields.caseNo !== undefined) await this.page.getByTestId('field-caseNo').fill(fields.caseNo);
    if (fields.notes !== undefined) await this.page.getByTestId('field-notes').fill(fields.notes);
    if (fields.validUntil !== undefined) await this.page.getByTestId('field-validUntil').fill(fields.validUntil);
  }
  /** Unticks "all districts" and ticks the district found by `text`. */
  async pickDistrict(text: string, code: string) {
    const all = this.page.getByTestId('districts-all');
    if (await all.isChecked()) await all.uncheck();
    await this.page.getByTestId('district-filter').fill(text);
    await this.page.locator(`[data-district="${code}"]`).check();
  }
  fieldError(name: string) {
    return this.page.getByTestId(`error-${name}`);
  }
  createDialog() {
    return this.page.getByTestId('create-dialog');
  }
  async openCreate() {
    await this.createButton().click();
    await this.createDialog().waitFor();
  }
  async saveCreate() {
    await this.page.getByTestId('create-save').click();
  }

  // --- Entry page ----------------------------------------------------------------------------
  async openEntry(id: string) {
    await this.page.goto(`/kwatch/edit/${id}`);
    await this.page.locator('[data-testid="entry-form"], [data-testid="entry-facts"], [data-testid="empty-state"]').first().waitFor();
  }
  form() {
    return this.page.getByTestId('entry-form');
  }
  async formVersion(): Promise<number> {
    return Number(await this.form().getAttribute('data-version'));
  }
  async save() {
    await this.page.getByTestId('save-entry').click();
  }
  conflictDialog() {
    return this.page.getByTestId('conflict-dialog');
  }
  summaryStatus() {
    return this.page.getByTestId('entry-summary').getAttribute('data-status');
  }
  async action(name: 'expire' | 'close' | 'reopen' | 'delete') {
    await this.page.getByTestId(`action-${name}`).click();
  }
  confirmDialog() {
    return this.page.getByTestId('confirm-dialog');
  }

  // --- Import --------------------------------------------------------------------------------
  importDialog() {
    return this.page.getByTestId('import-dialog');
  }
  async importCsv(csv: string, mode: 'valid' | 'all' = 'valid', name = 'watchlist.csv') {
    await this.importButton().click();
    await this.importDialog().waitFor();
    await this.page.getByTestId('import-file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await this.page.getByTestId(`import-mode-${mode}`).check();
    await this.page.getByTestId('import-start').click();
    await this.page.locator('[data-testid="import-report"], [data-testid="import-failed"]').first().waitFor();
  }

  toast(text: string) {
    return this.page.locator('.toast-root', { hasText: text });
  }
}
