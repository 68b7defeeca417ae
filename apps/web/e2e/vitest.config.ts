// End-to-end specs in Chromium (playwright-core), started by scripts/e2e.mjs against a real server:
// one per worker (E2E_BASE_URLS), so spec files run side by side only when each has a server.
import { defineConfig } from 'vitest/config';

const servers = process.env.E2E_BASE_URLS?.split(',').length ?? 1;

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.spec.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 90_000,
    fileParallelism: servers > 1,
    maxWorkers: servers,
  },
});
