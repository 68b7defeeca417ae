import { TOAST } from '@yaam/shared/spec';
import { beforeEach, describe, expect, it } from 'vitest';

import { addToast, clearToasts, removeToast, swipeDirectionFor, toasts } from './toast';

describe('toasts (SPEC §9)', () => {
  beforeEach(clearToasts);

  it('keeps at most 5, dropping the oldest', () => {
    for (let i = 1; i <= 7; i++) addToast({ title: `t${i}` });
    expect(toasts.get()).toHaveLength(TOAST.max);
    expect(toasts.get().map((t) => t.title)).toEqual(['t3', 't4', 't5', 't6', 't7']);
  });

  it('applies the defaults: 5000 ms, vertical, progress and close shown', () => {
    addToast({ title: 'x' });
    expect(toasts.get()[0]).toMatchObject({ duration: 5000, orientation: 'vertical', progress: true, close: true, open: true });
  });

  it('removes a closed toast from the list, and replaces one with the same id', () => {
    const id = addToast({ id: 'same', title: 'a' });
    addToast({ id: 'same', title: 'b' });
    expect(toasts.get()).toHaveLength(1);
    removeToast(id);
    expect(toasts.get()).toHaveLength(0);
  });

  it('swipes towards the edge of its position', () => {
    expect(swipeDirectionFor('bottom-right')).toBe('right');
    expect(swipeDirectionFor('top-left')).toBe('left');
    expect(swipeDirectionFor('top-center')).toBe('up');
    expect(swipeDirectionFor('bottom-center')).toBe('down');
    expect(TOAST.swipeThreshold).toBe(50);
  });
});
