// Build step: the landing page `/` prerendered in Thai and English (dist/landing.th.html,
// dist/landing.en.html) so it paints as soon as the HTML arrives, before the app's script has been
// downloaded and run (Lighthouse mobile, issue 3). The server sends one of them for GET / only
// (apps/server/src/http/spa.ts); every other page keeps getting index.html.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { createServer, type Plugin, type ResolvedConfig } from 'vite';

const LOCALES = ['th', 'en'] as const;

/**
 * The Sarabun files (subset-weight) the landing page's text uses in each language: preloaded, so
 * they are there for the first paint instead of being found only after layout and swapped in
 * (a layout shift). landing.spec.ts checks that the page loads exactly these.
 */
export const LANDING_FONTS: Record<(typeof LOCALES)[number], string[]> = {
  th: ['thai-400', 'thai-500', 'thai-600', 'thai-700', 'latin-400', 'latin-600'],
  en: ['latin-400', 'latin-500', 'latin-600', 'latin-700', 'thai-400', 'thai-600'],
};
const ENTRY = '/src/prerender.tsx';

type RenderLanding = (locale: string, messages: Record<string, unknown>) => Promise<{ html: string; title: string }>;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The built index.html made into the landing page of one language: `lang`, the title, the app's
 * stylesheet inlined (the page paints without a second request; the rules are the same file the
 * app uses, so nothing changes when it starts), the prerendered markup inside #app, and instead of
 * the app's entry script public/landing-start.js, which starts it (#app[data-entry]) when needed.
 */
export function landingHtml(template: string, css: string, locale: (typeof LOCALES)[number], page: { html: string; title: string }): string {
  const link = /<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>/;
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
  const src = entry.exec(template)?.[1];
  if (!link.test(template) || !src) throw new Error('landing prerender: index.html has no stylesheet link or entry script');
  if (!template.includes('<div id="app"></div>')) throw new Error('landing prerender: no empty <div id="app"> in index.html');
  if (/<\/style/i.test(css)) throw new Error('landing prerender: the stylesheet cannot be inlined');
  const fonts = LANDING_FONTS[locale].map((font) => {
    const url = new RegExp(`url\\((/assets/sarabun-${font}-normal-[\\w-]+\\.woff2)\\)`).exec(css)?.[1];
    if (!url) throw new Error(`landing prerender: no ${font} font in the stylesheet`);
    return `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`;
  });
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(link, () => `${fonts.join('')}<style>${css}</style>`)
    .replace(entry, '<script src="/landing-start.js" defer></script>')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('<div id="app"></div>', () => `<div id="app" data-entry="${src}">${page.html}</div>`);
}

export function prerenderLanding(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'yaam-prerender-landing',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // After every file is written (index.html included): the page is made from the built index.html.
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const cssHref = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/.exec(template)?.[1];
      if (!cssHref) throw new Error('landing prerender: no stylesheet link in index.html');
      const css = fs.readFileSync(path.join(outDir, cssHref), 'utf8');

      // The landing components, loaded through Vite in Node (TSX, the workspace package, the build's defines).
      const server = await createServer({
        root: config.root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        esbuild: { jsx: 'automatic' },
        define: config.define,
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { renderLanding } = (await server.ssrLoadModule(ENTRY)) as { renderLanding: RenderLanding };
        for (const locale of LOCALES) {
          const messages = JSON.parse(fs.readFileSync(path.join(config.root, 'public/_i18n', locale, 'messages.json'), 'utf8')) as Record<string, unknown>;
          const html = landingHtml(template, css, locale, await renderLanding(locale, messages));
          const file = path.join(outDir, `landing.${locale}.html`);
          fs.writeFileSync(file, html);
          fs.writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
          fs.writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        }
      } finally {
        await server.close();
      }
    },
  };
}
