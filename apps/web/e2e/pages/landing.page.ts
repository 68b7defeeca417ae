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
  /** Holds back the app's own scripts (/assets/*.js): what shows is the server's prerendered page. */
  async blockAppScripts() {
    await this.page.route('**/assets/*.js', (route) => route.abort());
  }
  async unblockAppScripts() {
    await this.page.unroute('**/assets/*.js');
  }
  /** The prerendered page is still on screen: the app has not taken over #app (landing-start.js's data-entry). */
  async isPrerendered() {
    return this.page.locator('#app[data-entry]').count().then((n) => n === 1);
  }
  /** Starts the app as a visitor would (the pointer moves) and waits until it has rendered over the page. */
  async startApp() {
    await this.page.mouse.move(5, 400);
    await this.page.mouse.move(10, 410);
    await this.page.waitForFunction(() => !document.getElementById('app')?.hasAttribute('data-entry'), undefined, { timeout: 30_000 });
  }
  /** The route-loading bar (SPEC §9) of the app's start has run, is hidden and reset again. */
  async loadingBarDone() {
    await this.page.waitForFunction(() => {
      const bar = document.querySelector<HTMLElement>('#app > div[aria-hidden]');
      return bar?.style.opacity === '0' && bar.style.transform === 'scaleX(0)';
    });
  }
  /**
   * #app's markup in a comparable form: comments dropped, adjacent text merged, inline styles in the
   * browser's own spelling (react-dom/server writes `height:3px`, the DOM `height: 3px`).
   */
  async markup() {
    return this.page.evaluate(() => {
      const copy = document.getElementById('app')!.cloneNode(true) as HTMLElement;
      const walker = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
      const comments: Node[] = [];
      while (walker.nextNode()) comments.push(walker.currentNode);
      for (const c of comments) c.parentNode?.removeChild(c);
      copy.normalize();
      for (const el of copy.querySelectorAll<HTMLElement>('[style]')) el.setAttribute('style', el.style.cssText);
      return copy.innerHTML;
    });
  }
}
