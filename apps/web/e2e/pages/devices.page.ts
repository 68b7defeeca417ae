// The device screens: the list (/settings/devices) with its dialogs (form, secret, confirm) and one
// device's page (/settings/devices/{id}).
import type { Page } from 'playwright-core';

export interface DeviceFields {
  id?: string;
  serial?: string;
  name?: string;
  kind?: string;
  siteName?: string;
  lat?: string;
  lng?: string;
  heading?: string;
}

export class DevicesPage {
  constructor(readonly page: Page) {}

  // --- List ---------------------------------------------------------------------------------
  async openList(query = '') {
    await this.page.goto(`/settings/devices${query}`);
    await this.waitForRows();
  }
  async waitForRows() {
    // Attached, not visible: phones show cards instead of the table.
    await this.page.getByTestId('device-table').waitFor({ state: 'attached' });
    // Rows of the previous query stay on screen (marked stale) until the new ones arrive.
    await this.page.waitForFunction(
      () =>
        !document.querySelector('[data-testid="skeleton-row"], [data-stale="true"]') &&
        (document.querySelector('[data-testid="device-row"]') ||
          document.querySelector('[data-testid="empty-state"]')),
    );
  }
  rows() {
    return this.page.getByTestId('device-row');
  }
  row(id: string) {
    return this.page.locator(`[data-testid="device-row"][data-id="${id}"]`);
  }
  async rowIds(): Promise<string[]> {
    return this.rows().evaluateAll((els) => els.map((e) => e.getAttribute('data-id') ?? ''));
  }
  addButton() {
    return this.page.getByTestId('add-device');
  }
  async search(text: string) {
    await this.page.getByTestId('device-search').fill(text);
    await this.page.waitForURL((url) => url.searchParams.get('q') === (text || null), { timeout: 10_000 });
    await this.waitForRows();
  }
  /** Opens a row's "more" menu and picks an action (edit, rotate, disable, enable, delete, open). */
  async rowAction(id: string, action: string) {
    await this.row(id).getByTestId('device-menu').click();
    await this.page.locator(`[role="menuitem"][data-action="${action}"]`).click();
  }

  // --- Form dialog --------------------------------------------------------------------------
  formDialog() {
    return this.page.getByTestId('device-form-dialog');
  }
  async fill(fields: DeviceFields) {
    for (const [name, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      const input = this.formDialog().getByTestId(`field-${name}`);
      if (name === 'kind') await input.selectOption(value);
      else await input.fill(value);
    }
  }
  async pickDistrict(text: string) {
    const picker = this.formDialog().getByTestId('district-picker');
    await picker.fill(text);
    await this.page.locator('[role="listbox"] [role="option"]').first().click();
  }
  async save() {
    await this.formDialog().getByTestId('save-device').click();
  }
  fieldError(name: string) {
    return this.formDialog().getByTestId(`error-${name}`);
  }

  // --- Secret, confirm, toasts -------------------------------------------------------------
  secretDialog() {
    return this.page.getByTestId('secret-dialog');
  }
  async secret(): Promise<string> {
    await this.secretDialog().waitFor();
    return (await this.secretDialog().getByTestId('device-secret').innerText()).trim();
  }
  async closeSecret() {
    await this.secretDialog().getByTestId('secret-done').click();
    await this.secretDialog().waitFor({ state: 'detached' });
  }
  confirmDialog() {
    return this.page.getByTestId('confirm-dialog');
  }
  async confirm(ok = true) {
    await this.confirmDialog().waitFor();
    await this.confirmDialog()
      .getByTestId(ok ? 'confirm-ok' : 'confirm-cancel')
      .click();
    await this.confirmDialog().waitFor({ state: 'detached' });
  }
  toast(text: string) {
    return this.page.locator('.toast-root', { hasText: text });
  }

  // --- Device page --------------------------------------------------------------------------
  async openDevice(id: string) {
    await this.page.goto(`/settings/devices/${id}`);
    await this.page.getByTestId('device-header').waitFor();
  }
  header() {
    return this.page.getByTestId('device-header');
  }
  async waitForHeader(attr: 'status' | 'enabled', value: string, timeout = 15_000) {
    await this.page.locator(`[data-testid="device-header"][data-${attr}="${value}"]`).waitFor({ timeout });
  }
  reads() {
    return this.page.getByTestId('device-read');
  }
  read(readId: string) {
    return this.page.locator(`[data-testid="device-read"][data-read-id="${readId}"]`);
  }
}
