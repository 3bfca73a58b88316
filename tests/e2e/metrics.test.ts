/** Key figures count up to their value as they scroll into view, and not under reduced motion. */
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { holdClock } from '../support/clock';
import { readYaml } from '../support/content';

const page = readYaml('pages/regional-focus.yml');
const metrics = page.sections.find((s: { type: string }) => s.type === 'metrics');
const values: string[] = metrics.items.map((i: { value: string }) => String(i.value));
const { open } = useBrowser();
const visible = '[data-metric-value] [aria-hidden="true"]';

describe('key figures', () => {
  it('count up to their values once scrolled into view', async () => {
    // A screen short enough that the figures start out of view (at 900 px they show at the foot of the first screen, and keep their values).
    const tab = await open('about:blank', { viewport: { width: 1440, height: 700 } });
    // Time stands still from here: the animation moves only when the test moves the clock.
    await holdClock(tab);
    await tab.goto('/regional-focus');
    const band = tab.locator(`#${metrics.anchor}`);
    // Just below the screen their script runs and sets them to zero, out of sight; in view, they count.
    const figures = band.locator('[data-count-up]');
    await figures.first().evaluate((el) => window.scrollTo(0, window.scrollY + el.getBoundingClientRect().top - window.innerHeight - 150));
    await band.locator('[data-count-up="waiting"]').first().waitFor({ timeout: 15_000 });
    await band.scrollIntoViewIfNeeded();
    await band.locator('[data-count-up="running"], [data-count-up="done"]').first().waitFor({ timeout: 15_000 });
    await tab.clock.runFor(1000);
    const halfway = await band.locator(visible).allTextContents();
    expect(halfway).not.toEqual(values);
    await tab.clock.runFor(1500);
    await expect.poll(() => band.locator(visible).allTextContents(), { timeout: 10_000 }).toEqual(values);
    expect(await band.locator('[data-metric-value] .sr-only').allTextContents()).toEqual(values);
    await tab.context().close();
  });

  it('show their final values at once under reduced motion', async () => {
    const tab = await open('/regional-focus', { reducedMotion: 'reduce' });
    const band = tab.locator(`#${metrics.anchor}`);
    await band.scrollIntoViewIfNeeded();
    expect(await band.locator(visible).allTextContents()).toEqual(values);
    await tab.context().close();
  });
});
