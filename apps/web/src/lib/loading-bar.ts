// SPEC §9 loading bar: throttle 200 ms, duration 2000 ms, hide delay 500 ms, reset delay 400 ms, 3 px.
import { LOADING_BAR } from '@yaam/shared/spec';

import { createStore, useStore } from './store';

export interface LoadingBarState {
  progress: number;
  visible: boolean;
  error: boolean;
}

export const loadingBar = createStore<LoadingBarState>({ progress: 0, visible: false, error: false });

let throttleTimer: ReturnType<typeof setTimeout> | null = null;
let tick: ReturnType<typeof setInterval> | null = null;
let hideTimer: ReturnType<typeof setTimeout> | null = null;
let resetTimer: ReturnType<typeof setTimeout> | null = null;
const STEP_MS = 100;

function clearAll() {
  for (const t of [throttleTimer, hideTimer, resetTimer]) if (t) clearTimeout(t);
  if (tick) clearInterval(tick);
  throttleTimer = hideTimer = resetTimer = null;
  tick = null;
}

/** Starts after the throttle, so fast navigations never flash a bar. */
export function startLoading() {
  clearAll();
  throttleTimer = setTimeout(() => {
    loadingBar.set({ progress: 0, visible: true, error: false });
    const step = (STEP_MS / LOADING_BAR.duration) * 100;
    tick = setInterval(() => {
      loadingBar.set((s) => ({ ...s, progress: Math.min(s.progress + step * (1 - s.progress / 100) * 1.5, 95) }));
    }, STEP_MS);
  }, LOADING_BAR.throttle);
}

export function finishLoading(options: { error?: boolean } = {}) {
  const wasVisible = loadingBar.get().visible || tick !== null;
  clearAll();
  if (!wasVisible) return;
  loadingBar.set((s) => ({ ...s, progress: 100, error: options.error ?? false }));
  hideTimer = setTimeout(() => {
    loadingBar.set((s) => ({ ...s, visible: false }));
    resetTimer = setTimeout(() => loadingBar.set({ progress: 0, visible: false, error: false }), LOADING_BAR.resetDelay);
  }, LOADING_BAR.hideDelay);
}

export const useLoadingBar = () => useStore(loadingBar);
