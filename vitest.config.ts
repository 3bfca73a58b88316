/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Unit tests run through Astro's Vite config so `@/` paths and content modules resolve.
// Browser tests drive a real Chromium against the production build served by `astro preview`.
// CMS tests drive /admin under `npm run dev` in a temporary copy of the repository, one file at
// a time since they edit the same copy.
export default getViteConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 120_000 },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/support/preview-server.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
          maxConcurrency: 4,
          // A page answers at once on a quiet machine; the browser tests run beside each other.
          expect: { poll: { timeout: 15_000, interval: 100 } },
        },
      },
      {
        extends: true,
        test: {
          name: 'cms',
          include: ['tests/cms/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/cms/support/dev-server.ts'],
          testTimeout: 900_000,
          hookTimeout: 600_000,
          fileParallelism: false,
          // The CMS answers within seconds, but a busy machine can stretch that a lot.
          expect: { poll: { timeout: 60_000, interval: 250 } },
        },
      },
    ],
  },
});
