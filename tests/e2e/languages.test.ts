/**
 * The offer of the visitor's language, in a browser whose language is set. What the pages say and
 * in which languages they are advertised is read from their files in tests/dist/languages.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { useTranslations } from '@/i18n';
import { localizePath } from '@/lib/routes';
import { useBrowser } from '../support/browser';
import { templatePage } from '../support/templates';

const { newContext } = useBrowser();
/** A page translated into every language: the first property's. */
const PROPERTY = templatePage('property/[slug].astro');

describe('the offer of the visitor’s language', () => {
  async function visit(locale: string, path: string) {
    const visitor = await newContext({ locale, reducedMotion: 'reduce' });
    const page = await visitor.newPage();
    await page.goto(path, { waitUntil: 'load' });
    return page;
  }

  it('offers an Italian reader the Italian page, in Italian, keeping the query; declining is remembered', async () => {
    const page = await visit('it-CH', `${PROPERTY}?from=mail`);
    const offer = page.locator('[data-language-offer="it"]');
    await offer.waitFor({ state: 'visible' });
    expect(await offer.getAttribute('lang')).toBe('it-CH');
    expect(await offer.innerText()).toContain(useTranslations('it')('languageOffer.text'));
    expect(await offer.getByRole('link').getAttribute('href')).toBe(`${localizePath(PROPERTY, 'it')}?from=mail`);
    await offer.getByRole('button').click();
    await offer.waitFor({ state: 'hidden' });
    await page.reload({ waitUntil: 'load' });
    await page.locator('[data-language-offers][data-language-checked]').waitFor({ state: 'attached' });
    expect(await offer.isVisible()).toBe(false);
    await page.context().close();
  });

  it('offers nothing to a reader of a language the site does not have, and never redirects', async () => {
    const page = await visit('es-ES', PROPERTY);
    await page.locator('[data-language-offers][data-language-checked]').waitFor({ state: 'attached' });
    expect(await page.locator('[data-language-offer]:visible').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(PROPERTY);
    await page.context().close();
  });
});
