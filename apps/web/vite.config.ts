// Vite build of the SPA: file routes split per route, Tailwind 4, and a build id written to
// builds/latest.json so running tabs can notice a new version (SPEC §7 "builds/latest.json").
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    tailwindcss(),
    buildManifest(buildId),
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
