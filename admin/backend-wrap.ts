/**
 * Decap offers no hook around its backends' work, so the CMS's additions to saving, reading and
 * deleting (admin/blank-files.ts, admin/conflicts.ts, admin/deletions.ts) take each backend's
 * implementation as Decap makes it and replace some of its methods, whichever backend it is.
 */
import type { CmsRegistryBackend } from 'decap-cms-core';

/** Hands every implementation Decap makes of the backends registered under `names` to `mend`, which changes its methods. */
export function mendBackends<Implementation>(getBackend: (name: string) => CmsRegistryBackend | undefined, names: readonly string[], mend: (implementation: Implementation) => void) {
  for (const name of names) {
    const registered = getBackend(name);
    if (!registered) continue;
    const init = registered.init;
    registered.init = (...args: Parameters<CmsRegistryBackend['init']>) => {
      const implementation = init(...args);
      mend(implementation as unknown as Implementation);
      return implementation;
    };
  }
}
