// Vite build of the SPA: file routes split per route, Tailwind 4, and a build id written to
// builds/latest.json so running tabs can notice a new version (SPEC §7 "builds/latest.json").
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { defineConfig, type Plugin } from 'vite';

import { prerenderLanding } from './build/prerender-landing';

const buildId = process.env.YAAM_BUILD_ID ?? `${Date.now().toString(36)}`;
const serverTarget = process.env.YAAM_DEV_SERVER ?? 'http://localhost:3000';

function buildManifest(id: string): Plugin {
  return {
    name: 'yaam-build-manifest',
    apply: 'build',
    generateBundle() {
      const body = JSON.stringify({ id, timestamp: Date.now() });
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: body });
      this.emitFile({ type: 'asset', fileName: `builds/meta/${id}.json`, source: body });
    },
  };
}

/**
 * Writes .br and .gz beside every text asset, so the server sends them precompressed (no
 * compression work per request, and the best level once at build time).
 */
function precompress(): Plugin {
  return {
    name: 'yaam-precompress',
    apply: 'build',
    // writeBundle, not generateBundle: Vite fills in its own placeholders (the preload helper's
    // __VITE_PRELOAD__) after user plugins' generateBundle, so only the written files are final.
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css|html|json|geojson|svg|txt|md)$/.test(file.fileName)) continue;
        // Read back what was written: that is what the server sends uncompressed.
        const target = path.join(dir, file.fileName);
        const buf = fs.readFileSync(target);
        if (buf.length < 1024) continue;
        fs.writeFileSync(`${target}.gz`, gzipSync(buf, { level: 9 }));
        fs.writeFileSync(`${target}.br`, brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    tailwindcss(),
    buildManifest(buildId),
    precompress(),
    prerenderLanding(),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
  server: {
    proxy: {
      '/api': serverTarget,
      '/oidc': serverTarget,
      '/interaction': serverTarget,
      '/readyz': serverTarget,
      '/mqtt': { target: serverTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
});
