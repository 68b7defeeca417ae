// Errors the shell shows on its error page (SPEC §2/§8): status code, status message, message, fatal.
import { ERROR_TEXTS } from '@yaam/shared/spec';

export class AppError extends Error {
  readonly statusCode: number;
  readonly statusMessage: string;
  readonly fatal: boolean;
  constructor(input: { statusCode: number; statusMessage?: string; message?: string; fatal?: boolean }) {
    super(input.message ?? input.statusMessage ?? 'Error');
    this.name = 'AppError';
    this.statusCode = input.statusCode;
    this.statusMessage = input.statusMessage ?? input.message ?? '';
    this.fatal = input.fatal ?? false;
  }
}

/** Fatal 404 from a route's validate check: 'Page Not Found: {fullPath}'. */
export const validateError = (fullPath: string) =>
  new AppError({ statusCode: 404, statusMessage: ERROR_TEXTS.validateFailed(fullPath), fatal: true });

/** Non-fatal 404 for an unmatched route: 'Page not found: {path}'. */
export const notFoundError = (path: string) => new AppError({ statusCode: 404, statusMessage: ERROR_TEXTS.notFound(path) });

export const unknownMiddlewareError = (name: string) =>
  new AppError({ statusCode: 500, statusMessage: `${ERROR_TEXTS.unknownMiddleware}: ${name}`, fatal: true });

export function describeError(error: unknown): { statusCode: number; statusMessage: string; message: string } {
  if (error instanceof AppError) return { statusCode: error.statusCode, statusMessage: error.statusMessage, message: error.message };
  const e = error as { statusCode?: unknown; status?: unknown; statusMessage?: unknown; message?: unknown } | null;
  const statusCode = typeof e?.statusCode === 'number' ? e.statusCode : typeof e?.status === 'number' ? e.status : 500;
  const message = typeof e?.message === 'string' ? e.message : String(error);
  return { statusCode, statusMessage: typeof e?.statusMessage === 'string' ? e.statusMessage : statusCode === 404 ? 'Not Found' : 'Internal Server Error', message };
}

const CRAWLER = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|lighthouse-crawler|headlesschrome\/.*crawler/i;

export function isCrawler(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return CRAWLER.test(userAgent);
}

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_RE.test(value);
