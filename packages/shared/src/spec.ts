// The constants of SPEC §9, named once.

export const TOKEN_REFRESH_INTERVAL_MS = 30_000;
export const TOKEN_MIN_VALIDITY_S = 30;
export const LOCALE_COOKIE_DAYS = 365;
export const LOCALE_MESSAGES_CACHE_S = 24 * 60 * 60;
export const LOGIN_STATE_TTL_MS = 60 * 60 * 1000;
export const ONE_HOUR_MS = 3_600_000;

export const MQTT_KEEPALIVE_S = 30;
export const MQTT_RECONNECT_PERIOD_MS = 5000;
export const MQTT_CONNECT_TIMEOUT_MS = 15_000;
export const MQTT_CLIENT_ID_PREFIX = 'yaam-web-';

export const CHUNK_RELOAD_GUARD_MS = 10_000;
export const MAX_ROUTE_PRELOADS = 4;
export const ICON_FETCH_TIMEOUT_MS = 1500;
export const MANIFEST_FIRST_CHECK_MS = 1000;
export const PAGE_FINISH_WAIT_MS = 100;
export const ASYNC_COMPONENT_DELAY_MS = 200;

export const LOADING_BAR = { throttle: 200, duration: 2000, hideDelay: 500, resetDelay: 400, height: 3 } as const;

export const TOAST = {
  duration: 5000,
  max: 5,
  gap: 16,
  position: 'bottom-right',
  swipeThreshold: 50,
  orientation: 'vertical',
  progress: true,
  close: true,
} as const;

export const TOOLTIP = { delayDuration: 700, skipDelayDuration: 300 } as const;

export const LOCALES = ['th', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'th';

export const THEME_COLOR = { dark: '#020618', light: '#ffffff' } as const;

/** SPEC §2: paths that never wait for authentication. */
export const PUBLIC_PATHS = ['/', '/login', '/auth/callback', '/silent-check-sso.html'] as const;
export const PUBLIC_PREFIXES = ['/docs', '/changelog', '/lk', '/ki5'] as const;

export function isPublicPath(path: string, routeMarkedPublic = false): boolean {
  if (routeMarkedPublic) return true;
  if ((PUBLIC_PATHS as readonly string[]).includes(path)) return true;
  return PUBLIC_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}
