import { describe, expect, it } from 'vitest';

import { commandOf, isTyping, moveSelection } from './keyboard';

const el = (tag: string, attrs: Record<string, string> = {}) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
};

describe('commandOf', () => {
  it('maps the console keys', () => {
    expect(['j', 'ArrowDown', 'k', 'ArrowUp', 'Enter', 'Escape', '?'].map((key) => commandOf({ key }))).toEqual(['next', 'next', 'prev', 'prev', 'open', 'close', 'help']);
    expect(commandOf({ key: 'a' })).toEqual({ action: 'acknowledged' });
    expect(commandOf({ key: 'd' })).toEqual({ action: 'dispatched' });
    expect(commandOf({ key: 'r' })).toEqual({ action: 'resolved' });
    expect(commandOf({ key: 'f' })).toEqual({ action: 'false-positive' });
    expect(commandOf({ key: 's' })).toEqual({ action: 'assign' });
    expect(commandOf({ key: 'x' })).toBeNull();
    expect(commandOf({ key: 'A' })).toBeNull();
  });

  it('does nothing with a modifier (Ctrl+R reloads, ⌘+F finds)', () => {
    expect(commandOf({ key: 'r', ctrlKey: true })).toBeNull();
    expect(commandOf({ key: 'f', metaKey: true })).toBeNull();
    expect(commandOf({ key: 'j', altKey: true })).toBeNull();
  });

  it('does nothing while typing in a field', () => {
    for (const target of [el('input'), el('input', { type: 'search' }), el('textarea'), el('select'), el('div', { role: 'textbox' }), el('div', { contenteditable: 'true' })]) {
      if (target.getAttribute('contenteditable')) Object.defineProperty(target, 'isContentEditable', { value: true });
      expect(commandOf({ key: 'a', target }), target.outerHTML).toBeNull();
      expect(commandOf({ key: 'j', target }), target.outerHTML).toBeNull();
    }
    expect(commandOf({ key: 'a', target: el('button') })).toEqual({ action: 'acknowledged' });
    expect(commandOf({ key: 'a', target: el('input', { type: 'checkbox' }) })).toEqual({ action: 'acknowledged' });
    expect(isTyping(document.body)).toBe(false);
    expect(isTyping(null)).toBe(false);
  });
});

describe('moveSelection', () => {
  const ids = ['a', 'b', 'c'];
  it('starts at either end, moves one step and stops at the ends', () => {
    expect(moveSelection(ids, null, 1)).toBe('a');
    expect(moveSelection(ids, null, -1)).toBe('c');
    expect(moveSelection(ids, 'a', 1)).toBe('b');
    expect(moveSelection(ids, 'b', -1)).toBe('a');
    expect(moveSelection(ids, 'c', 1)).toBe('c');
    expect(moveSelection(ids, 'a', -1)).toBe('a');
    expect(moveSelection(ids, 'gone', 1)).toBe('a');
    expect(moveSelection([], 'a', 1)).toBeNull();
  });
});
