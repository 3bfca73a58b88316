/** The CMS bundle of the development server (src/integrations/cms-bundle.ts). */
import { expect, test, vi } from 'vitest';
import cmsBundle from '@/integrations/cms-bundle';

type ServerSetup = NonNullable<ReturnType<typeof cmsBundle>['hooks']['astro:server:setup']>;

test("is neither built nor served by a Vite without an HTTP server of its own (the test runner's)", async () => {
  const use = vi.fn();
  const logger = { info: vi.fn(), error: vi.fn() };
  await cmsBundle().hooks['astro:server:setup']!({ server: { httpServer: null, middlewares: { use } }, logger } as unknown as Parameters<ServerSetup>[0]);
  expect(use).not.toHaveBeenCalled();
  expect(logger.info).not.toHaveBeenCalled();
});
