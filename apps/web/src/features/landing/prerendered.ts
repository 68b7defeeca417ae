// The hand-over from the prerendered landing page (the server's dist/landing.{th,en}.html, started by
// public/landing-start.js) to the app: which container holds it, and, once the app has rendered the
// same markup over it, stop holding clicks and repeat the one that waited for the app.

/** #app holds the server's prerendered landing markup, not yet replaced by the app. */
export function isPrerendered(container: HTMLElement): boolean {
  return container.hasAttribute('data-entry');
}

/** The element at a child-index path ("0.2.1") under `root`, as landing-start.js recorded it. */
export function elementAtPath(root: Element, path: string): Element | null {
  let el: Element | null = root;
  for (const part of path.split('.')) {
    if (!/^\d+$/.test(part)) return null;
    el = el?.children[Number(part)] ?? null;
  }
  return el === root ? null : el;
}

/** Called once the app's first render is on screen: landing-start.js stops holding clicks; a held one is repeated. */
export function takeOver(container: HTMLElement): void {
  const path = container.getAttribute('data-pending-click');
  container.removeAttribute('data-entry');
  container.removeAttribute('data-pending-click');
  if (path === null) return;
  const target = elementAtPath(container, path);
  if (target instanceof HTMLButtonElement) target.click();
}
