/**
 * axe-core, run in the page. Its source is added to a browser context once, as a script that
 * runs before each page's own, and each check calls `axe.run` in the page: AxeBuilder injects
 * the half-megabyte source again for every check, which took twice as long as the check itself.
 * Scripts added this way and `page.evaluate` are not subject to the page's Content Security
 * Policy, so the site's strict policy stays as it is.
 */
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';

/** The rules the site is held to: WCAG 2.2 A and AA, and axe's best practices. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Makes axe available in every page the context opens from now on. */
export async function addAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ path: AXE_SOURCE });
}

/**
 * The violations axe finds in `page` (within `include`, a selector, if given), one line each with
 * the first elements. Only violations are asked for: axe then lists one element for each rule
 * that passed or could not decide, rather than all of them, and a check takes a third less time.
 */
export async function axeViolations(page: Page, { include, tags = WCAG_TAGS }: { include?: string; tags?: string[] } = {}): Promise<string[]> {
  const results = await page.evaluate(
    ({ include, tags }) => (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }).axe.run(include ?? document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    { include, tags },
  );
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join('\n    ')}`);
}
