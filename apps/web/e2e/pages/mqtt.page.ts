// The MQTT console (/mqtt): connection, subscriptions with the broker's answers, live log, rates and
// the sandbox publish form.
import type { Locator, Page } from 'playwright-core';

export type SubscriptionStatus = 'pending' | 'granted' | 'refused';

export class MqttPage {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/mqtt${query}`);
    await this.page.getByTestId('page').waitFor();
  }
  connectionState() {
    return this.page.getByTestId('connection-state');
  }
  async waitConnected(timeout = 20_000) {
    await this.page.locator('[data-testid="connection-state"][data-state="connected"]').waitFor({ timeout });
  }

  // --- Subscriptions ---------------------------------------------------------------------------
  async subscribe(filter: string, qos: 0 | 1 | 2 = 0) {
    await this.page.getByTestId('filter-input').fill(filter);
    await this.page.getByTestId('filter-qos').selectOption(String(qos));
    await this.page.getByTestId('subscribe').click();
  }
  subscription(filter: string): Locator {
    return this.page.locator(`[data-testid="subscription"][data-filter="${filter}"]`);
  }
  async waitSubscription(filter: string, status: SubscriptionStatus, refusal?: 'local' | 'broker') {
    const extra = refusal ? `[data-refusal="${refusal}"]` : '';
    await this.page.locator(`[data-testid="subscription"][data-filter="${filter}"][data-status="${status}"]${extra}`).waitFor({ timeout: 15_000 });
  }
  async unsubscribe(filter: string) {
    await this.subscription(filter).getByTestId('unsubscribe').click();
  }
  filterError() {
    return this.page.getByTestId('error-filter');
  }

  // --- Log --------------------------------------------------------------------------------------
  messages(): Locator {
    return this.page.getByTestId('message');
  }
  message(topic: string): Locator {
    return this.page.locator(`[data-testid="message"][data-topic="${topic}"]`);
  }
  async waitMessage(topic: string, timeout = 15_000) {
    await this.message(topic).first().waitFor({ timeout });
    return this.message(topic).first();
  }
  async expand(row: Locator) {
    await row.getByTestId('payload-toggle').click();
  }
  async pause() {
    await this.page.getByTestId('pause').click();
    await this.page.getByTestId('paused-banner').waitFor();
  }
  async resume() {
    await this.page.getByTestId('resume').click();
  }
  async clear() {
    await this.page.getByTestId('clear').click();
    await this.page.getByTestId('clear-dialog').waitFor();
    await this.page.getByTestId('clear-confirm').click();
  }
  async filterTopic(text: string) {
    await this.page.getByTestId('log-topic').fill(text);
    await this.page.waitForURL((url) => url.searchParams.get('topic') === (text || null), { timeout: 10_000 });
  }
  async search(text: string) {
    await this.page.getByTestId('log-search').fill(text);
    await this.page.waitForURL((url) => url.searchParams.get('q') === (text || null), { timeout: 10_000 });
  }
  rateRow(topic: string): Locator {
    return this.page.locator(`[data-testid="rate-row"][data-topic="${topic}"]`);
  }

  // --- Publish ----------------------------------------------------------------------------------
  publishForm(): Locator {
    return this.page.getByTestId('publish-form');
  }
  async publish({ suffix, payload, qos = 0, retain = false }: { suffix: string; payload: string; qos?: 0 | 1 | 2; retain?: boolean }) {
    await this.page.getByTestId('publish-suffix').fill(suffix);
    await this.page.getByTestId('publish-payload').fill(payload);
    await this.page.getByTestId('publish-qos').selectOption(String(qos));
    await this.page.getByTestId('publish-retain').setChecked(retain);
    await this.page.getByTestId('publish').click();
  }
}
