/** /people and /team (one listing), each person's page with its JSON-LD, and unknown names. */
import { describe, expect, it } from 'vitest';
import { useTranslations } from '@/i18n';
import { localizePath, routes } from '@/lib/routes';
import { useBrowser } from '../support/browser';
import { plain, readFolder, readYaml, sharedImage } from '../support/content';
import { areasUnder, expectNotFound } from '../support/not-found';
import { webFontsReady } from '../support/fonts';
import { expectHead } from '../support/sections';

const slug = (name: string) =>
  name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase().replace(/\s+/g, '-').replace(/[^a-z0-9-]/g, '');
const people = readFolder('people')
  .map((p) => p.data)
  .sort((a, b) => a.order - b.order);
const team = readYaml('pages/team.yml');
const { open } = useBrowser();
const t = useTranslations('en');

describe('the people listing', () => {
  it('shows the leaders in the editors\u2019 order, each card linking to the person\u2019s page', async () => {
    expect(people.length).toBeGreaterThan(0);
    const page = await open('/people');
    expect(plain(await page.locator('h1').innerText())).toBe(plain(team.title));
    const cards = page.locator('[data-people-listing] article');
    expect(await cards.count()).toBe(people.length);
    for (const [i, person] of people.entries()) {
      const card = cards.nth(i);
      expect(plain(await card.locator('h3').innerText())).toBe(person.name);
      expect(await card.locator('h3 a').getAttribute('href')).toBe(`/people/${slug(person.name)}`);
      const text = plain(await card.innerText());
      expect(text.toLowerCase()).toContain(person.title.toLowerCase());
      // The card opens the biography with its first sentence.
      expect(text).toContain(plain(person.bio).split('. ')[0]);
      // A portrait is a built picture; a person without one shows their monogram, which the card's name already says.
      if (person.portrait) expect(await card.locator('[data-portrait] img').getAttribute('src')).toMatch(/\/_astro\//);
      else expect(await card.locator('[data-portrait="monogram"] svg').getAttribute('aria-hidden')).toBe('true');
      const box = await card.locator('[data-portrait]').boundingBox();
      expect(Math.abs((box?.width ?? 0) - (box?.height ?? 1))).toBeLessThan(1);
    }
    await expectHead(page, { title: team.seoTitle ?? team.title, description: team.seoDescription ?? team.intro, image: sharedImage(team.heroImage) });
    await page.context().close();
  });

  it('/team shows exactly the same listing, with /people as its canonical address', async () => {
    const people = await open('/people');
    const teamPage = await open('/team');
    const listing = (p: typeof people) => p.locator('main').innerHTML();
    expect(await listing(teamPage)).toBe(await listing(people));
    expect(await teamPage.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/people$/);
    expect(await people.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/people$/);
    await people.context().close();
    await teamPage.context().close();
  });

  it('a card is one link: clicking the portrait opens the person\u2019s page', async () => {
    const page = await open('/people');
    // The click goes to where the portrait was measured: the web fonts must not move it first.
    await webFontsReady(page);
    const portrait = page.locator('[data-people-listing] [data-portrait]').first();
    await portrait.scrollIntoViewIfNeeded();
    const box = await portrait.boundingBox();
    if (!box) throw new Error('no portrait');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForURL(`**/people/${slug(people[0]?.name)}`);
    await page.context().close();
  });
});

describe('a person\u2019s page', () => {
  it.each(people.map((p) => [slug(p.name), p] as const))('/people/%s shows the whole profile', async (name, person) => {
    const page = await open(`/people/${name}`);
    expect(plain(await page.locator('h1').innerText())).toBe(person.name);
    expect(plain(await page.locator('[data-person-title]').textContent() ?? '')).toBe(person.title);
    expect(plain(await page.locator('[data-person-bio]').innerText())).toBe(plain(person.bio));
    const back = page.getByRole('link', { name: t('people.backToManagement') });
    expect(await back.getAttribute('href')).toBe(routes.people);
    const jobs = page.locator('[data-experience] > li');
    expect(await jobs.count()).toBe(person.experience.length);
    for (const [i, job] of person.experience.entries()) {
      const text = plain(await jobs.nth(i).innerText());
      for (const field of [job.role, job.company, job.period, job.description]) expect(text).toContain(plain(field));
    }
    expect((await page.locator('[data-expertise] li').allTextContents()).map(plain)).toEqual(person.expertise.map(plain));
    expect((await page.locator('[data-education] li').allTextContents()).map(plain)).toEqual(person.education.map(plain));
    expect(await page.getByRole('link', { name: t('common.getInTouch') }).getAttribute('href')).toBe(routes.contact);
    // The portrait's text alternative: the photograph's description, or for a monogram the person's name.
    const portrait = page.locator('[data-portrait]');
    if (person.portrait) expect(await portrait.locator('img').getAttribute('alt')).toBe(person.portrait.alt);
    else expect(await portrait.getByRole('img').getAttribute('aria-label')).toBe(person.name);

    const graphs = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? '{}')));
    const ld = graphs.find((g) => g['@type'] === 'Person');
    expect(ld).toMatchObject({ name: person.name, jobTitle: person.title, knowsAbout: person.expertise });
    expect(ld.url).toMatch(new RegExp(`/people/${name}$`));
    expect(ld.worksFor['@id']).toBe(graphs.find((g) => g['@type'] === 'Organization')['@id']);
    if (person.portrait) expect(ld.image).toMatch(/\/_astro\//);
    else expect(ld).not.toHaveProperty('image');
    // A monogram is not shared: the team page's picture is (the site's own where it has none).
    const share = person.portrait ? person.portrait.src : sharedImage(team.heroImage);
    await expectHead(page, { title: person.seoTitle ?? `${person.name}, ${person.title}`, description: person.seoDescription ?? person.bio, image: share });
    await page.context().close();
  });

  const [area] = areasUnder('/people/');

  it('an unknown name answers 404 with the area’s message and a link back to the people', async () => {
    const page = await open('/');
    await expectNotFound(page, area!);
    await page.locator('[data-not-found-link]').click();
    await page.waitForURL((url) => url.pathname === area!.href);
    await page.context().close();
  });

  it('answers in the visitor\u2019s language and keeps it on the link back', async () => {
    const page = await open(localizePath(`${area!.prefix}nobody-here`, 'de'));
    await expect.poll(() => page.locator('h1').innerText(), { timeout: 10_000 }).toBe(useTranslations('de')(area!.title));
    expect(await page.locator('[data-not-found-link]').getAttribute('href')).toBe(localizePath(area!.href, 'de'));
    await page.context().close();
  });
});
