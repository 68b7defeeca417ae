// The watchman console (/watchman): counters, the alert feed, the detail panel with its actions and
// timeline, the note/assign dialogs, the shortcuts window and the live reads tab.
import type { Locator, Page } from 'playwright-core';

export class WatchmanPage {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/watchman${query}`);
    await this.waitForFeed();
  }
  /** The feed has loaded: rows, or the empty state. */
  async waitForFeed() {
    await this.page.getByTestId('alert-counts').waitFor();
    await this.page.waitForFunction(() => document.querySelector('[data-testid="alert-feed"], [data-testid="empty-state"]'));
  }
  counter(name: 'total' | 'critical' | 'high' | 'medium' | 'low') {
    return this.page.locator(`[data-testid="alert-counts"] [data-count="${name}"]`);
  }
  async counterValue(name: 'total' | 'critical' | 'high' | 'medium' | 'low'): Promise<number> {
    const v = await this.counter(name).locator('[data-value]').getAttribute('data-value');
    return Number(v);
  }
  rows() {
    return this.page.getByTestId('alert-row');
  }
  row(id: string) {
    return this.page.locator(`[data-testid="alert-row"][data-alert-id="${id}"]`);
  }
  async rowIds(): Promise<string[]> {
    return this.rows().evaluateAll((els) => els.map((e) => e.getAttribute('data-alert-id') ?? ''));
  }
  selectedRow() {
    return this.page.locator('[data-testid="alert-row"][data-selected="true"]');
  }
  detail() {
    return this.page.getByTestId('alert-detail');
  }
  async waitDetailStatus(status: string, timeout = 15_000) {
    await this.page.locator(`[data-testid="alert-detail"][data-status="${status}"]`).waitFor({ timeout });
  }
  action(name: string): Locator {
    return this.detail().locator(`[data-testid="alert-actions"] [data-action="${name}"]`);
  }
  timelineTypes(): Promise<string[]> {
    return this.page
      .locator('[data-testid="alert-timeline"] [data-testid="timeline-item"]')
      .evaluateAll((els) => els.map((e) => (e.getAttribute('data-kind') === 'sighting' ? 'sighting' : (e.getAttribute('data-type') ?? ''))));
  }
  /** The note dialog of dispatch/resolve/false-positive: fills the note (if given) and confirms. */
  async confirmNote(note?: string) {
    const dialog = this.page.getByTestId('note-dialog');
    await dialog.waitFor();
    if (note !== undefined) await dialog.getByTestId('field-note').fill(note);
    await dialog.getByTestId('note-confirm').click();
  }
  toast(text: string) {
    return this.page.locator('.toast-root', { hasText: text });
  }
  /**
   * Esc closes the dialog on top. Radix listens for Esc only once the dialog is the top layer, a
   * render or two after it shows, and a toast that arrives meanwhile is a layer above it that takes
   * the key for itself; so Esc is pressed again (a few times at most) while the dialog stays open.
   */
  async dismissWithEscape(dialog: Locator) {
    const open = dialog.and(this.page.locator('[data-state="open"]'));
    for (let i = 0; i < 5; i++) {
      await this.page.keyboard.press('Escape');
      if (await open.waitFor({ state: 'detached', timeout: 1_000 }).then(() => true, () => false)) break;
    }
    await dialog.waitFor({ state: 'detached' });
  }
  /** Presses a key with the focus outside any field. */
  async press(key: string) {
    await this.page.keyboard.press(key);
  }
}
