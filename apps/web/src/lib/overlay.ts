// SPEC §4 overlays: opened, closed with a result, unmounted after leaving. Unknown ids throw
// 'Overlay not found' (SPEC §8).
import { ERROR_TEXTS } from '@yaam/shared/spec';
import type { ComponentType } from 'react';

import { createStore, useStore } from './store';

export interface OverlayProps<R = unknown> {
  open: boolean;
  /** Closes with a result; the component calls onAfterLeave once its exit animation ends. */
  close: (result?: R) => void;
  onAfterLeave: () => void;
}

interface OverlayEntry {
  id: string;
  component: ComponentType<OverlayProps & Record<string, unknown>>;
  props: Record<string, unknown>;
  open: boolean;
  mounted: boolean;
  resolve?: (result: unknown) => void;
}

export const overlays = createStore<OverlayEntry[]>([]);
let seq = 0;

function find(id: string): OverlayEntry {
  const entry = overlays.get().find((o) => o.id === id);
  if (!entry) throw new Error(ERROR_TEXTS.overlayNotFound);
  return entry;
}

function patch(id: string, change: Partial<OverlayEntry>) {
  find(id);
  overlays.set((list) => list.map((o) => (o.id === id ? { ...o, ...change } : o)));
}

export function createOverlay<P extends object, R = unknown>(component: ComponentType<OverlayProps<R> & P>, props?: P) {
  const id = `o${++seq}`;
  overlays.set((list) => [
    ...list,
    { id, component: component as unknown as OverlayEntry['component'], props: (props ?? {}) as Record<string, unknown>, open: false, mounted: false },
  ]);
  return {
    id,
    open: (next?: Partial<P>) => openOverlay<R>(id, next as Record<string, unknown> | undefined),
    close: (result?: R) => closeOverlay(id, result),
    patch: (next: Partial<P>) => patch(id, { props: { ...find(id).props, ...next } }),
  };
}

export function openOverlay<R = unknown>(id: string, props?: Record<string, unknown>): Promise<R | undefined> {
  const entry = find(id);
  return new Promise((resolve) => {
    patch(id, { open: true, mounted: true, props: { ...entry.props, ...props }, resolve: resolve as (r: unknown) => void });
  });
}

export function closeOverlay(id: string, result?: unknown) {
  const entry = find(id);
  entry.resolve?.(result);
  patch(id, { open: false, resolve: undefined });
}

export function unmountOverlay(id: string) {
  patch(id, { mounted: false });
}

export function removeOverlay(id: string) {
  find(id);
  overlays.set((list) => list.filter((o) => o.id !== id));
}

export const useOverlays = () => useStore(overlays);
