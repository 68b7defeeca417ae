// SPEC §3/§4 colour mode: system, light or dark, kept in local storage; 'system' follows the OS live;
// a page may force light or dark (forcing 'system' is refused with a warning).
import { COLOR_MODE_STORAGE_KEY, COLOR_MODES, THEME_COLOR, type ColorMode } from '@yaam/shared/spec';
import { useEffect } from 'react';

import { createStore, useStore } from './store';

export type ResolvedMode = 'light' | 'dark';

interface ColorState {
  preference: ColorMode;
  systemDark: boolean;
  forced: ResolvedMode | null;
}

function readPreference(): ColorMode {
  try {
    const v = localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return (COLOR_MODES as readonly string[]).includes(v ?? '') ? (v as ColorMode) : 'system';
  } catch {
    return 'system';
  }
}

const media = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null);

export const colorMode = createStore<ColorState>({ preference: 'system', systemDark: false, forced: null });

export function resolveMode(s: ColorState): ResolvedMode {
  if (s.forced) return s.forced;
  if (s.preference === 'system') return s.systemDark ? 'dark' : 'light';
  return s.preference;
}

function apply() {
  const mode = resolveMode(colorMode.get());
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.style.colorScheme = mode;
  let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
  }
  meta.content = mode === 'dark' ? THEME_COLOR.dark : THEME_COLOR.light;
}

/** Reads the preference, follows the OS and keeps <html class="dark"> and theme-color in step. */
export function initColorMode(): () => void {
  const mq = media();
  colorMode.set({ preference: readPreference(), systemDark: mq?.matches ?? false, forced: null });
  const onChange = (e: MediaQueryListEvent) => colorMode.set((s) => ({ ...s, systemDark: e.matches }));
  mq?.addEventListener('change', onChange);
  const off = colorMode.subscribe(apply);
  apply();
  return () => {
    mq?.removeEventListener('change', onChange);
    off();
  };
}

export function setColorMode(preference: ColorMode) {
  try {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, preference);
  } catch {
    /* storage unavailable: the choice lasts for this page */
  }
  colorMode.set((s) => ({ ...s, preference }));
}

/** Forces a mode while mounted; 'system' cannot be forced. Returns whether the request was accepted. */
export function forceColorMode(mode: ColorMode | null): boolean {
  if (mode === 'system') {
    console.warn('Cannot force the colour mode to "system"; force light or dark instead.');
    return false;
  }
  colorMode.set((s) => ({ ...s, forced: mode }));
  return true;
}

export const useColorMode = () => {
  const state = useStore(colorMode);
  return { preference: state.preference, mode: resolveMode(state), setColorMode };
};

export function useForcedColorMode(mode: ColorMode) {
  useEffect(() => {
    if (!forceColorMode(mode)) return;
    return () => {
      forceColorMode(null);
    };
  }, [mode]);
}
