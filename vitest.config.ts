import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` (browser code under jsdom, HTTP faked by msw), `api` (the real
 * server through HTTP, on SQLite and on PostgreSQL when TEST_DATABASE_URL is set) and `e2e`
 * (Debian's Chromium against the real server process, started by the global setup).
 */
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          // the console's messages include the resources' own, as main.tsx arranges
          setupFiles: ['tests/unit/support/resourceMessages.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          // two files at a time: each has its own databases, ports and Redis prefix, and a
          // file spends much of its time waiting on PostgreSQL or on a process it started
          maxWorkers: 2,
          testTimeout: 30_000,
          // creating and migrating a fresh PostgreSQL database takes seconds on a busy machine
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/e2e/setup.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
