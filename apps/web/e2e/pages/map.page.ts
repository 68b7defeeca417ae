// The map page (/map): its layer panel and legend, the toolbar, popups, the plate track panel, and
// what the WebGL layers actually drew (the map container's data-rendered-devices, written from the
// layers' rendered features).
import type { Page } from 'playwright-core';

export interface RenderedDevices {
  total: number;
  online: number;
  flagged: number;
  offline: number;
}

export class MapPage {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/map${query}`);
    await this.page.getByTestId('map').waitFor();
    await this.page.locator('.maplibregl-canvas').waitFor({ timeout: 30_000 });
  }

  /** What the device layers drew, once the map has measured it (after it settled). */
  async rendered(): Promise<RenderedDevices | null> {
    const raw = await this.page.locator('[data-rendered-devices]').first().getAttribute('data-rendered-devices').catch(() => null);
    return raw ? (JSON.parse(raw) as RenderedDevices) : null;
  }

  /** Waits until what the map drew satisfies `ok` (the map measures at most once a second). */
  async waitForRendered(ok: (r: RenderedDevices) => boolean, timeout = 30_000): Promise<RenderedDevices> {
    const until = Date.now() + timeout;
    let last: RenderedDevices | null = null;
    while (Date.now() < until) {
      last = await this.rendered();
      if (last && ok(last)) return last;
      await this.page.waitForTimeout(250);
    }
    throw new Error(`the map did not draw what was expected; last drawn: ${JSON.stringify(last)}`);
  }

  legendCount(status: 'online' | 'flagged' | 'offline') {
    return this.page.getByTestId(`count-${status}`);
  }
  layerToggle(layer: 'devices' | 'reads' | 'alerts' | 'districts') {
    return this.page.getByTestId(`layer-${layer}`);
  }
  devicePopup() {
    return this.page.getByTestId('device-popup');
  }
  alertPopup() {
    return this.page.getByTestId('alert-popup');
  }
  async closePopup() {
    await this.page.locator('.maplibregl-popup-close-button').click();
  }
  /** Clicks the middle of the map (where a flyTo to a device or alert put it). */
  async clickCentre() {
    const box = await this.page.locator('.maplibregl-canvas').boundingBox();
    if (!box) throw new Error('map canvas not visible');
    await this.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }
  /** Waits for the camera to stop (flyTo and fitBounds take about a second). */
  async settle(ms = 1800) {
    await this.page.waitForTimeout(ms);
  }

  districtFilter() {
    return this.page.getByTestId('district-filter');
  }
  async trackPlate(plate: string) {
    await this.page.getByTestId('plate-search').fill(plate);
    await this.page.getByTestId('plate-submit').click();
  }
  trackPanel() {
    return this.page.getByTestId('track-panel');
  }
  trackItems() {
    return this.page.locator('[data-testid="track-list"] > li');
  }
}
