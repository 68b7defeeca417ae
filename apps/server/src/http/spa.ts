// Serves the built SPA: hashed assets cached for a year, index.html never cached, history fallback
// for every other GET that is not an API, identity or broker path.
import fs from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

import type { Config } from '../config';
import { errorBody } from './errors';

/** A missing file, not a page: pages may have dots in them (/changelog/0.1.0), files have these endings. */
const STATIC_FILE = /\.(js|mjs|css|map|json|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|txt|xml|webmanifest|html|br|gz)$/i;
const NOT_SPA = /^\/(api|oidc|interaction|mqtt|metrics|healthz|readyz)(\/|$|\?)/;

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
      globIgnore: ['index.html'],
      setHeaders(res, filePath) {
        const rel = path.relative(root, filePath).split(path.sep).join('/');
        if (rel.startsWith('assets/')) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else if (rel.startsWith('_i18n/')) res.header('Cache-Control', 'public, max-age=86400');
        else if (rel.startsWith('builds/')) res.header('Cache-Control', 'no-cache');
        else res.header('Cache-Control', 'public, max-age=3600');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !NOT_SPA.test(url) && !STATIC_FILE.test(url.split('?')[0] ?? '');
    if (!wantsPage) return reply.status(404).send(errorBody(404, `Not found: ${request.method} ${url.split('?')[0]}`));
    if (!built) return reply.status(503).type('text/plain').send('The web app is not built: run `npm run build`.');
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(indexFile));
  });
}
