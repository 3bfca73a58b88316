/**
 * The islands of the site in each engine, read as a visitor meets them (roles, names, visible
 * text, focus and keys): the phase accordion, the lightbox (keys, a finger's swipe, Escape and the focus
 * given back), count-up figures reaching their final values, the news and portfolio filters (the
 * choice kept in the address and announced as "Showing n of total"), the newsletter form's
 * messages, and a notice (toast) shown and closed. Checks share a page load where they can: a
 * page costs seconds in WebKit.
 */
import { expect, it } from 'vitest';
import { useTranslations } from '@/i18n';
import { NEWS_CATEGORIES } from '@/model/collections/news';
import { projectsIn, propertiesIn } from '@/lib/portfolio/municipalities';
import { routes } from '@/lib/routes';
import { fullProject, inOrder, type Data } from '../support/content';
import { entries, slugOf } from '../support/news-content';
import { DESKTOP, ENGINES, inEngines, PHONE, waitIn, type EnginePage } from './support/engines';

const t = useTranslations('en');
const project = fullProject();
const PROJECT = routes.project(project['slug']);
const phases: Data[] = project['developmentProject']['phases'];
const gallery: Data[] = project['gallery'];
const counter = (n: number) => t('lightbox.counter', { n, total: gallery.length });
const thumb = (n: number) => `a[aria-label="${t('lightbox.open', { n, total: gallery.length, alt: gallery[n - 1]!['alt'] })}"]`;
const OPEN_DIALOG = 'dialog[open]';

/** Marks the first element matching `selector` whose text is `text` (so that a CSS selector can name it) and returns that selector. */
async function byText(page: EnginePage, selector: string, text: string): Promise<string> {
  const found = await page.evaluate(([css, wanted]: [string, string]) => {
    const element = [...document.querySelectorAll(css)].find((candidate) => (candidate as HTMLElement).innerText.trim() === wanted);
    element?.setAttribute('data-engine-target', wanted);
    return Boolean(element);
  }, [selector, text]);
  if (!found) throw new Error(`${page.engine}: no ${selector} reads "${text}"`);
  return `[data-engine-target=${JSON.stringify(text)}]`;
}

const scrollTo = (page: EnginePage, selector: string) => page.evaluate((css: string) => document.querySelector(css)!.scrollIntoView({ block: 'center' }), selector);
const text = (page: EnginePage, selector: string) => page.evaluate((css: string) => (document.querySelector(css) as HTMLElement | null)?.innerText.trim() ?? null, selector);
const waitText = (page: EnginePage, selector: string, wanted: string) =>
  waitIn(page, ([css, want]: [string, string]) => (document.querySelector(css) as HTMLElement | null)?.innerText.trim() === want, [selector, wanted]).catch(async (error: Error) => {
    throw new Error(`${error.message}\n${selector} reads ${JSON.stringify(await text(page, selector))}, not ${JSON.stringify(wanted)}`);
  });
const focusedLabel = (page: EnginePage) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

/** The news filter checked: the first category of company news, which has entries. */
const news = entries('news');
const category = NEWS_CATEGORIES[0]!;
const inCategory = news.filter((entry) => slugOf(entry.category ?? '') === slugOf(category)).length;
const municipality = { slug: 'orselina', name: 'Orselina' };
const orselina = propertiesIn(municipality, inOrder('properties') as (Data & { municipality: string })[]).length + projectsIn(municipality, inOrder('projects') as (Data & { name: string; location: string; description: string })[]).length;

inEngines(ENGINES, (open, _proxy, engine) => {
  it('a project: the accordion keeps one phase open; the lightbox opens, moves by keys (and a finger in Firefox), closes with Escape and gives focus back', async () => {
    const page = await open(PROJECT, DESKTOP);
    const summaries = '[data-phase-accordion] > li summary';
    const openPhases = () => page.evaluate(() => [...document.querySelectorAll('[data-phase-accordion] > li[data-open]')].map((li) => Number(li.getAttribute('data-phase'))));
    await scrollTo(page, summaries);
    await waitIn(page, (css: string) => Boolean(document.querySelector(css)?.closest('astro-island:not([ssr])')), summaries);
    expect(await openPhases()).toEqual([0]);
    await page.click('[data-phase-accordion] > li:nth-child(3) summary');
    await expect.poll(openPhases).toEqual([2]);
    expect(await text(page, '[data-phase-accordion] > li:nth-child(3) summary')).toContain(phases[2]!['title']);

    await scrollTo(page, thumb(2));
    // Once hydrated, a thumbnail opens the viewer as a dialog (before, it links to the picture).
    await waitIn(page, (css: string) => document.querySelector(css)?.getAttribute('aria-haspopup') === 'dialog', thumb(2));
    await page.click(thumb(2));
    const shows = (n: number) => waitIn(page, ([css, want]: [string, string]) => (document.querySelector(css) as HTMLElement | null)?.innerText.includes(want), [OPEN_DIALOG, counter(n)]);
    await shows(2);
    await page.press('ArrowRight');
    await shows(3);
    await page.press('ArrowLeft');
    await shows(2);
    if (engine === 'firefox') {
      // A finger across the picture, over WebDriver BiDi's touch input. Chromium's swipe is proved in
      // tests/e2e/touch.test.ts; WebKitWebDriver's touch actions moved no slide in WebKitGTK here.
      const y = await page.evaluate(() => innerHeight / 2);
      const width = await page.evaluate(() => innerWidth);
      await page.swipe!({ x: width * 0.8, y }, { x: width * 0.2, y });
    } else await page.press('ArrowRight');
    await shows(3);
    await page.press('Escape');
    await waitIn(page, (css: string) => !document.querySelector(css), OPEN_DIALOG);
    await expect.poll(() => focusedLabel(page)).toBe(await page.evaluate((css: string) => document.querySelector(css)!.getAttribute('aria-label'), thumb(2)));
    expect(await page.errors()).toEqual([]);
  });

  it('count-up figures reach their final values as each comes into view', async () => {
    const page = await open(routes.regionalFocus, DESKTOP);
    const figures = await page.evaluate(() => document.querySelectorAll('[data-count-up]').length);
    expect(figures).toBeGreaterThan(1);
    for (let i = 0; i < figures; i++) {
      await page.evaluate((n: number) => document.querySelectorAll('[data-count-up]')[n]!.scrollIntoView({ block: 'center' }), i);
      // Its count has ended (or it never counts, as a figure in words): the shown value is the one read out.
      await waitIn(
        page,
        (n: number) => {
          const figure = document.querySelectorAll('[data-count-up]')[n]!;
          const state = figure.getAttribute('data-count-up');
          return (state === 'done' || state === 'static') && figure.querySelector('[aria-hidden]')?.textContent === figure.querySelector('.sr-only')?.textContent;
        },
        i,
      );
    }
    expect(await page.errors()).toEqual([]);
  });

  it('the company news filter: a category narrows the list, is kept in the address and announced', async () => {
    const page = await open(routes.companyNews, PHONE);
    const group = `[role="group"][aria-label="${t('company.filterLabel')}"]`;
    await waitIn(page, (css: string) => Boolean(document.querySelector(`${css} button`)?.closest('[data-ready]')), group);
    const label = await page.evaluate((css: string) => (document.querySelectorAll(`${css} button`)[1] as HTMLElement).innerText.trim(), group);
    await page.click(await byText(page, `${group} button`, label));
    await waitIn(page, (wanted: string) => location.search === wanted, `?category=${slugOf(category)}`);
    const showing = t('filter.showing', { count: inCategory, total: news.length });
    await waitText(page, '#company-news [role="status"]', showing);
    const shown = () => page.evaluate(() => [...document.querySelectorAll('#company-news li[data-filter-entry]')].filter((li) => li.getClientRects().length > 0).length);
    expect(await shown()).toBe(inCategory);
    // The address opens the same choice.
    await page.goto(`${routes.companyNews}?category=${slugOf(category)}`);
    await waitText(page, '#company-news [role="status"]', showing);
    expect(await page.evaluate((css: string) => (document.querySelector(`${css} button[aria-pressed="true"]`) as HTMLElement).innerText.trim(), group)).toBe(label);
    expect(await shown()).toBe(inCategory);
    expect(await page.errors()).toEqual([]);
  });

  it('the portfolio filter: a municipality narrows the assets, is kept in the address and announced', async () => {
    const page = await open(routes.portfolio, PHONE);
    const group = `[role="group"][aria-label="${t('portfolio.filterMunicipality')}"]`;
    await waitIn(page, (css: string) => Boolean(document.querySelector(`${css} button`)?.closest('[data-ready]')), group);
    const total = await page.evaluate(() => document.querySelectorAll('#portfolio-assets [data-filter-entry]').length);
    const orselinaButton = await byText(page, `${group} button`, 'Orselina');
    await scrollTo(page, orselinaButton);
    await page.click(orselinaButton);
    await waitIn(page, () => location.search === '?municipality=orselina');
    await waitText(page, '#portfolio-assets [role="status"]', t('filter.showing', { count: orselina, total }));
    expect(await page.evaluate(() => [...document.querySelectorAll('#portfolio-assets [data-filter-entry]')].filter((entry) => entry.getClientRects().length > 0).length)).toBe(orselina);
    expect(await page.errors()).toEqual([]);
  });

  it('the newsletter form: a missing and a wrong address each get their message, tied to the field; a right one is sent', async () => {
    const page = await open(routes.news, DESKTOP);
    const field = `#newsletter input[type="email"]`;
    const submit = `#newsletter button[type="submit"]`;
    await scrollTo(page, '#newsletter');
    // Once hydrated, the form checks the address itself (the browser's own check otherwise).
    await waitIn(page, () => Boolean(document.querySelector('#newsletter form[novalidate]')));
    // The form goes to the visitor's mail program: a send is noted and held here.
    await page.evaluate(() => {
      const sent: boolean[] = [];
      Object.assign(window, { sent });
      addEventListener('submit', (event) => {
        sent.push(!event.defaultPrevented);
        event.preventDefault();
      });
    });
    const message = () => page.evaluate((css: string) => (document.querySelector(css)!.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent?.trim() ?? '')[0], field);
    await page.click(submit);
    await expect.poll(message).toBe(t('newsletter.errorRequired'));
    expect(await page.evaluate((css: string) => [document.activeElement === document.querySelector(css), document.querySelector(css)!.getAttribute('aria-invalid')], field)).toEqual([true, 'true']);
    await page.type(field, 'anna.rossi');
    await page.click(submit);
    await expect.poll(message).toBe(t('newsletter.errorInvalid'));
    await page.type(field, '@example.com');
    await waitIn(page, (css: string) => !document.querySelector(css)!.hasAttribute('aria-invalid'), field);
    await page.click(submit);
    await expect.poll(() => page.evaluate(() => (window as unknown as { sent: boolean[] }).sent)).toEqual([false, false, true]);
    expect(await page.errors()).toEqual([]);
  });

  it('a notice: a wrong password shows one, and its close button closes it', async () => {
    const page = await open(routes.investorLogin, DESKTOP);
    const close = `button[aria-label="${t('toast.close')}"]`;
    await waitIn(page, () => Boolean(document.querySelector('astro-island:not([ssr]) [data-login-form]')));
    await page.type('[data-login-form] input[type="password"]', 'not-the-password');
    await page.click('[data-login-form] button[type="submit"]');
    // The notice is the visible text beside its close button, outside the form.
    const notice = () =>
      page.evaluate((css: string) => {
        const button = [...document.querySelectorAll(css)].find((candidate) => candidate.getClientRects().length > 0);
        let box = button?.parentElement;
        while (box && !(box as HTMLElement).innerText.includes('\n')) box = box.parentElement;
        return (box as HTMLElement | null | undefined)?.innerText.replace(/\s+/g, ' ').trim() ?? null;
      }, close);
    await expect.poll(notice).toContain(`${t('login.invalidTitle')} ${t('login.invalidDescription')}`);
    await page.click(close);
    await expect.poll(notice).toBeNull();
    expect(await page.errors()).toEqual([]);
  });
});
