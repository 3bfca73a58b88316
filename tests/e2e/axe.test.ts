/** Every page of the build, at phone and desktop width, has no axe-core violation. */
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { asInvestorFor } from './support/access';
import { baseUrl, DESKTOP, PHONE, useBrowser } from './support/browser';
import { builtPages } from './support/site';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const pages = builtPages();
const { browser } = useBrowser();

async function violations(path: string, file: string, viewport: { width: number; height: number }) {
  // axe needs its own context: it injects frames and scripts per context.
  const context = await browser().newContext({ viewport, baseURL: baseUrl(), reducedMotion: 'reduce' });
  // Protected pages are checked as an investor reads them (the locked notice in access.test.ts).
  await asInvestorFor(context, file);
  const page = await context.newPage();
  try {
    await page.goto(path, { waitUntil: 'load' });
    const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join('\n    ')}`);
  } finally {
    await context.close();
  }
}

describe('accessibility (axe)', () => {
  it.each(pages)('$path has no violations', async ({ path, file }) => {
    const found = [...(await violations(path, file, DESKTOP)), ...(await violations(path, file, PHONE)).map((v) => `[390 px] ${v}`)];
    expect(found, found.join('\n')).toEqual([]);
  });
});
