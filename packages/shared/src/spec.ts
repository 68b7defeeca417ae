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

// ── Front-end names and texts of SPEC §3, §5, §7, §8 (web shell) ──

export const PRODUCT_NAME = 'Yaam';
/** SPEC §1: the page title template contains the product name. */
export const TITLE_TEMPLATE = '%s · ยาม Yaam';

/** SPEC §3: local storage keys read at start; the login return carries the same three values. */
export const AUTH_STORAGE_KEYS = { token: 'auth:token', refresh: 'auth:refresh', user: 'auth:user' } as const;
export const LOGIN_RETURN_PARAMS = { token: 'token', refresh: 'refresh_token', user: 'user' } as const;
/** SPEC §4: session storage key of the intended destination saved by the route guard. */
export const INTENDED_PATH_KEY = 'auth:intended';
/** SPEC §4: only from these paths does the post-login redirect fall back to the role's landing page. */
export const POST_LOGIN_LANDING_PATHS = ['/', '/login', '/auth/callback'] as const;

export const COLOR_MODES = ['system', 'light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
export const COLOR_MODE_STORAGE_KEY = 'yaam-color-mode';
export const LOCALE_COOKIE = 'yaam_locale';

/** SPEC §7: the generic client retries once on these, for methods without a body. */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504] as const;

/** SPEC §5: protocols never followed. */
export const REFUSED_PROTOCOLS = ['javascript:', 'data:', 'blob:', 'vbscript:'] as const;

/** SPEC §9 notifications layout. */
export const TOAST_VIEWPORT = { width: '24rem', mobileWidth: 'calc(100% - 2rem)' } as const;

/** SPEC §2, §8: error texts, to the letter. */
export const ERROR_TEXTS = {
  title: 'Page not found',
  description: 'We are sorry but this page could not be found.',
  backHome: 'Back to home',
  notFound: (path: string) => `Page not found: ${path}`,
  validateFailed: (fullPath: string) => `Page Not Found: ${fullPath}`,
  unknownMiddleware: 'Unknown route middleware',
  overlayNotFound: 'Overlay not found',
  tokenRefreshFailed: 'Token refresh failed → logout',
} as const;

/** SPEC §9 default English UI texts. */
export const DEFAULT_UI_TEXTS = [
  'Continue',
  'Hide password',
  'Show password',
  'Close',
  'Send prompt',
  'Search...',
  'On this page',
  'Expand sidebar',
  'Collapse sidebar',
  'Open menu',
  'Close menu',
  'Copy code to clipboard',
  'Back to home',
] as const;

/** SPEC §9: image widths and densities. */
export const IMAGE_WIDTHS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export const IMAGE_DENSITIES = [1, 2] as const;
