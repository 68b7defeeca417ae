// Serves the built SPA: hashed assets cached for a year, index.html never cached, history fallback
// for every other GET that is not an API, identity or broker path.
import fs from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, type Locale } from '@yaam/shared/spec';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { Config } from '../config';
import { errorBody } from './errors';

/** A missing file, not a page: pages may have dots in them (/changelog/0.1.0), files have these endings. */
const STATIC_FILE = /\.(js|mjs|css|map|json|geojson|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|txt|xml|webmanifest|html|br|gz)$/i;
// Not /mqtt: the broker's WebSocket arrives as an HTTP upgrade (embedded-broker.ts) and never reaches
// these handlers, so a plain GET of /mqtt is the MQTT console page (SPEC §2 route "mqtt").
const NOT_SPA = /^\/(api|oidc|interaction|metrics|healthz|readyz)(\/|$|\?)/;

const isLocale = (v: unknown): v is Locale => typeof v === 'string' && (LOCALES as readonly string[]).includes(v);

/**
 * The language of a first page, by the browser's rule (apps/web/src/lib/i18n.ts, SPEC §4): the
 * locale cookie, then the browser's languages (Accept-Language, by preference), then th.
 */
export function pageLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== LOCALE_COOKIE) continue;
    let cookie = value.join('=');
    try {
      cookie = decodeURIComponent(cookie);
    } catch {
      /* kept as sent */
    }
    if (isLocale(cookie)) return cookie;
  }
  const languages = (acceptLanguage ?? '')
    .split(',')
    .map((entry, i) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { base: tag.trim().toLowerCase().split('-')[0], q: Number.isNaN(q) ? 0 : q, i };
    })
    .filter((l) => l.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  const preferred = languages.find((l) => isLocale(l.base))?.base;
  return isLocale(preferred) ? preferred : DEFAULT_LOCALE;
}

/**
 * GET / gets the landing page prerendered at build time in the visitor's language (dist/landing.<locale>.html,
 * apps/web/build/prerender-landing.ts), precompressed like the assets; false when there is none.
 */
async function sendLanding(root: string, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const locale = pageLocale(request.headers.cookie, request.headers['accept-language']);
  const file = path.join(root, `landing.${locale}.html`);
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const encoding = (['br', 'gzip'] as const).find((name) => new RegExp(`\\b${name}\\b`).test(accepts) && fs.existsSync(`${file}.${name === 'br' ? 'br' : 'gz'}`));
  let body: Buffer;
  try {
    body = await fs.promises.readFile(encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file);
  } catch {
    return false;
  }
  if (encoding) reply.header('Content-Encoding', encoding);
  reply
    .header('Cache-Control', 'no-cache')
    .header('Content-Language', locale)
    .header('Vary', 'Accept-Encoding, Accept-Language, Cookie')
    .type('text/html; charset=utf-8')
    .send(body);
  return true;
}

export async function registerSpa(app: FastifyInstance, config: Config) {
  const root = config.webDist;
  const indexFile = path.join(root, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each asset (apps/web/vite.config.ts).
      preCompressed: true,
      // Pages, not files: index.html for every page, landing.<locale>.html for GET / (sendLanding).
      globIgnore: ['index.html', 'landing.*'],
      setHeaders(res, filePath) {
        const rel = path.relative(root, filePath).split(path.sep).join('/');
        if (rel.startsWith('assets/')) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else if (rel.startsWith('_i18n/')) res.header('Cache-Control', 'public, max-age=86400');
        else if (rel.startsWith('builds/')) res.header('Cache-Control', 'no-cache');
        else res.header('Cache-Control', 'public, max-age=3600');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !NOT_SPA.test(url) && !STATIC_FILE.test(url.split('?')[0] ?? '');
    if (!wantsPage) return reply.status(404).send(errorBody(404, `Not found: ${request.method} ${url.split('?')[0]}`));
    if (!built) return reply.status(503).type('text/plain').send('The web app is not built: run `npm run build`.');
    if (url.split('?')[0] === '/' && (await sendLanding(root, request, reply))) return reply;
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(indexFile));
  });
}
