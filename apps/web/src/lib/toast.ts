// SPEC §3/§9 notifications: options, a queue of at most 5, default 5000 ms, bottom-right, progress
// and close shown by default. Radix Toast renders them (components/ui/toaster.tsx).
import { TOAST } from '@yaam/shared/spec';
import type { ReactNode } from 'react';

import { createStore, useStore } from './store';

export type ToastColor = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error' | 'neutral';
export type ToastPosition = 'top-left' | 'top-center' | 'top-right' | 'bottom-left' | 'bottom-center' | 'bottom-right';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  id?: string;
  title?: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  avatar?: { src: string; alt: string };
  color?: ToastColor;
  orientation?: 'vertical' | 'horizontal';
  close?: boolean;
  actions?: ToastAction[];
  progress?: boolean;
  duration?: number;
  type?: 'foreground' | 'background';
}

export type ToastItem = Omit<ToastOptions, 'id' | 'color' | 'orientation' | 'close' | 'progress' | 'duration' | 'type'> &
  Required<Pick<ToastOptions, 'id' | 'color' | 'orientation' | 'close' | 'progress' | 'duration' | 'type'>> & { open: boolean };

export const toasts = createStore<ToastItem[]>([]);
let seq = 0;

/** Adds a toast; the oldest are dropped beyond the limit of 5. */
export function addToast(options: ToastOptions): string {
  const id = options.id ?? `t${++seq}`;
  const item: ToastItem = {
    color: 'primary',
    orientation: TOAST.orientation,
    close: TOAST.close,
    progress: TOAST.progress,
    duration: TOAST.duration,
    type: 'foreground',
    ...options,
    id,
    open: true,
  };
  toasts.set((list) => [...list.filter((t) => t.id !== id), item].slice(-TOAST.max));
  return id;
}

export function updateToast(id: string, patch: Partial<ToastOptions>) {
  toasts.set((list) => list.map((t) => (t.id === id ? { ...t, ...patch, id } : t)));
}

/** Closed by the close button, a swipe or the timeout: the toast leaves the list. */
export function removeToast(id: string) {
  toasts.set((list) => list.filter((t) => t.id !== id));
}

export function clearToasts() {
  toasts.set([]);
}

export const useToasts = () => useStore(toasts);

/** Swipe direction follows the position (SPEC §9). */
export function swipeDirectionFor(position: ToastPosition): 'left' | 'right' | 'up' | 'down' {
  if (position.endsWith('left')) return 'left';
  if (position.endsWith('right')) return 'right';
  return position.startsWith('top') ? 'up' : 'down';
}

export const toast = { add: addToast, update: updateToast, remove: removeToast, clear: clearToasts };
