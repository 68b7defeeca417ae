import { defineConfig } from 'vitest/config';

// The server's test files mostly wait (brokers, HTTP, child processes, timers): on two cores, four at
// a time run the server suite in about 60% of the time two take (Vitest's default there is one:
// cores - 1). Not more: with DATABASE_URL each file holds PostgreSQL connections. (One setting for
// all projects: projects with different maxWorkers would run one after the other.)
const maxWorkers = 4;

export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts', 'tools/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      'apps/web/vitest.config.{ts,mts}',
    ],
  },
});
