import { afterEach, describe, expect, it, vi } from 'vitest';

import { elementAtPath, isPrerendered, takeOver } from './prerendered';

function app(html: string, attrs: Record<string, string> = {}) {
  const el = document.createElement('div');
  el.id = 'app';
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.innerHTML = html;
  document.body.append(el);
  return el;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('prerendered landing hand-over', () => {
  it('knows the prerendered page by the entry landing-start.js reads', () => {
    expect(isPrerendered(app('<p>x</p>', { 'data-entry': '/assets/index.js' }))).toBe(true);
    expect(isPrerendered(app(''))).toBe(false);
  });

  it('finds an element by its child-index path, and nothing for a bad or empty path', () => {
    const root = app('<header><div><button id="a"></button><button id="b"></button></div></header><main></main>');
    expect(elementAtPath(root, '0.0.1')?.id).toBe('b');
    expect(elementAtPath(root, '1')?.tagName).toBe('MAIN');
    expect(elementAtPath(root, '0.5')).toBeNull();
    expect(elementAtPath(root, '0.x')).toBeNull();
    expect(elementAtPath(root, '')).toBeNull();
  });

  it('takes over: stops holding clicks and repeats the held one on the same button', () => {
    const root = app('<div><button>th</button><button>en</button></div>', { 'data-entry': '/assets/index.js', 'data-pending-click': '0.1' });
    const clicked = vi.fn();
    root.querySelectorAll('button')[1]!.addEventListener('click', clicked);
    takeOver(root);
    expect(clicked).toHaveBeenCalledOnce();
    expect(root.hasAttribute('data-entry')).toBe(false);
    expect(root.hasAttribute('data-pending-click')).toBe(false);
  });

  it('without a held click, or when the path is no button, clicks nothing', () => {
    const root = app('<div><a href="#x">x</a><button>b</button></div>', { 'data-entry': '/e.js', 'data-pending-click': '0.0' });
    const clicked = vi.fn();
    root.addEventListener('click', clicked);
    takeOver(root);
    expect(clicked).not.toHaveBeenCalled();
    takeOver(root);
    expect(clicked).not.toHaveBeenCalled();
  });
});
