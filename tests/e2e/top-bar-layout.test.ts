/**
 * Home and the top bar's open panels at phone and desktop width: nothing overflows sideways
 * and axe finds nothing to fix with a panel open (the site-wide sweep sees them closed).
 * Screenshots land in test-results/screens/ for a look.
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addAxe, axeViolations } from '../support/axe';
import { DESKTOP, PHONE, useBrowser } from '../support/browser';
import { readYaml, type Data } from '../support/content';
import { hydrateTopBar, panels, toggles } from '../support/top-bar';
import { animationsDone, imagesInViewLoaded } from '../support/wait';

const SCREENS = 'test-results/screens';
const { newContext } = useBrowser({ heroVideo: false });
mkdirSync(SCREENS, { recursive: true });

const states = ['closed', 'menu', 'investor', 'language'] as const;
/** The menu's group with sub-groups, the tallest when open. */
const NESTED_GROUP = readYaml('settings/menu.yml')['groups'].find((group: Data) => group['subgroups'])['title'];

describe('home and the top bar panels, laid out', { timeout: 180_000 }, () => {
  for (const viewport of [PHONE, DESKTOP]) {
    for (const state of states) {
      it(`${state} at ${viewport.width} px: no sideways overflow, no axe violation`, async () => {
        const context = await newContext({ viewport, reducedMotion: 'reduce' });
        await addAxe(context);
        const page = await context.newPage();
        await page.goto('/', { waitUntil: 'networkidle' });
        if (state === 'closed') {
          // Bring every lazy picture in before the full-page screenshot.
          for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 500) {
            await page.evaluate((top) => window.scrollTo(0, top), y);
            await imagesInViewLoaded(page);
          }
          await page.evaluate(() => window.scrollTo(0, 0));
        }
        if (state !== 'closed') {
          await hydrateTopBar(page);
          await toggles(page)[state].click();
          await panels(page)[state].waitFor();
          if (state === 'menu') await page.locator('#site-menu').getByRole('button', { name: NESTED_GROUP, exact: true }).click();
        }
        await animationsDone(page);
        await page.screenshot({ path: `${SCREENS}/home-${state}-${viewport.width}.png`, fullPage: state === 'closed' });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

        const panel = { closed: undefined, language: 'header', menu: '#site-menu', investor: '#investor-panel' }[state];
        const found = await axeViolations(page, { include: panel });
        expect(found, found.join('\n')).toEqual([]);
        await context.close();
      });
    }
  }
});
