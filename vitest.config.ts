/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { getViteConfig } from 'astro/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Browser test files that run longest go first. Without the timings of an earlier run (as in a
 * fresh clone) vitest starts the largest files first, and these are small: started last, one
 * would run alone with the second core idle.
 */
const LONGEST = ['axe', 'overflow'].map((name) => `/tests/e2e/${name}.test.ts`);
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (spec: TestSpecification) => {
      const index = LONGEST.findIndex((end) => spec.moduleId.endsWith(end));
      return index === -1 ? LONGEST.length : index;
    };
    const sorted = await super.sort(files);
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    return projects.flatMap((name) => sorted.filter((spec) => spec.project.name === name).sort((a, b) => rank(a) - rank(b)));
  }
}

/**
 * Vitest leaves a core to itself by default: one worker on a 2-core machine, and the unit tests
 * and the build checks ran file after file with the second core mostly idle. What it does
 * between files costs little beside them.
 */
const EVERY_CORE = availableParallelism();

// Unit tests run through Astro's Vite config so `@/` paths and content modules resolve.
// Build checks read the production build's files in Node (tests/support/html.ts parses them
// as a browser would): every page, no browser, no server.
// Browser tests drive a real Chromium against the production build served by nginx with
// site.nginx.conf (tests/support/preview-server.ts).
// CMS tests drive /admin under `npm run dev` in temporary copies of the repository, one per
// worker (tests/cms/support/dev-server.ts); a worker's files run one after another.
export default getViteConfig({
  test: {
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 120_000, maxWorkers: EVERY_CORE },
      },
      {
        extends: true,
        test: { name: 'dist', include: ['tests/dist/**/*.test.ts'], environment: 'node', testTimeout: 120_000, maxWorkers: EVERY_CORE },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/preview-server.ts'],
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
          name: 'engines',
          include: ['tests/engines/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/preview-server.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
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
          // Two files at a time, each worker with its own copy and dev server: one file at a time
          // kept 1.3 of 2 cores busy.
          maxWorkers: 2,
          // The CMS answers within seconds, but a busy machine can stretch that a lot.
          expect: { poll: { timeout: 60_000, interval: 250 } },
        },
      },
    ],
  },
});
