/**
 * The portfolio area: overview, property, project, municipality and brand pages, and their
 * not-found answers. What the pages should say is read from the content and the UI strings;
 * amounts and areas are written by the site's own formatter, whose Swiss forms
 * tests/unit/format.test.ts holds.
 */
import { describe, expect, it } from 'vitest';
import { choice, useTranslations } from '@/i18n';
import { formatAmount, formatArea, formatMortgage } from '@/lib/format';
import { projectsIn, propertiesIn } from '@/lib/portfolio/municipalities';
import { CARD_TEXT } from '@/lib/constants';
import { routes } from '@/lib/routes';
import { cardExcerpt } from '@/lib/text';
import { PHONE, useBrowser } from '../support/browser';
import { entryWith, fullProject, inOrder, readYaml, type Data } from '../support/content';
import { areasUnder, expectNotFound } from '../support/not-found';

const { open } = useBrowser();
const t = useTranslations('en');

const properties = inOrder('properties');
const projects = inOrder('projects');
const municipalities = inOrder('municipalities');
const brands = inOrder('brands');
/** The fields by which the site places properties and projects in municipalities. */
type Placed = Data & { slug: string; name: string; location: string; description: string; municipality: string };
/** An amount of an entry, as the site writes it. */
const amount = (entry: Data, value: number) => formatAmount(value, entry['currency']);
/** "Brissago, Ticino, Switzerland" → ["Brissago", "Ticino", "Switzerland"]. */
const placeParts = (location: string) => location.split(',').map((part) => part.trim());

describe('unknown slugs answer 404 with their area message', () => {
  it.each([...areasUnder('/property/'), ...areasUnder('/projects/'), ...areasUnder('/portfolio/'), ...areasUnder('/brands/')])('$prefix', async (area) => {
    const page = await open('/');
    await expectNotFound(page, area);
    await page.context().close();
  });
});

describe('/portfolio', () => {
  it('shows the property cards in the editors’ order, each leading to its page', async () => {
    const page = await open(routes.portfolio);
    const cards = page.locator('[data-property-grid] [data-property-card]');
    expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-property-card')))).toEqual(properties.map((p) => p['slug']));
    const [first] = properties;
    const text = await cards.first().textContent();
    for (const part of [choice(t, 'propertyCategory', first!['category']), t('card.postDevValue'), amount(first!, first!['postDevelopmentValue']), first!['location']]) expect(text).toContain(part);
    const links = await cards.locator('a').evaluateAll((els) => els.map((el) => [el.textContent?.trim(), el.getAttribute('href')]));
    expect(links).toEqual(properties.map((p) => [`${t('common.viewDetails')}: ${p['name']}`, routes.property(p['slug'])]));
    await page.context().close();
  });

  it('shows each card’s summary whole or cut after a word (cardExcerpt), not clipped by a clamp', async () => {
    const page = await open(routes.portfolio, { viewport: PHONE });
    const summaries = page.locator('[data-property-grid] [data-property-card] p.card-summary');
    expect(await summaries.allTextContents()).toEqual(properties.map((p) => cardExcerpt(String(p['summary']), CARD_TEXT.portfolio)));
    expect(await summaries.first().evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe('none');
    await page.context().close();
  });

  it('keeps figures off the card of an investor-only project', async () => {
    const locked = entryWith('projects', 'investors only', (p) => p['investorsOnly']);
    const page = await open(routes.portfolio);
    const text = (await page.locator(`[data-project-card="${locked['slug']}"]`).textContent()) ?? '';
    expect(text).toContain(t('card.forInvestors'));
    expect(text).toContain(t('card.forInvestorsText'));
    expect(text).not.toContain(t('card.postDevValue'));
    expect(text).not.toContain(locked['currency']);
    await page.context().close();
  });
});

describe('/property/<slug>', () => {
  it('shows every section with the figures formatted from numbers', async () => {
    const property = entryWith('properties', 'public, with a parcel number and no built area', (p) => !p['investorsOnly'] && p['parcelNumber'] && !p['builtArea']);
    const [place, region] = placeParts(property['location']);
    // A mortgage of zero reads as none.
    const amounts = [amount(property, property['marketValue']), formatMortgage(property['mortgage'], property['currency']), amount(property, property['developmentCost']), amount(property, property['postDevelopmentValue'])];
    const page = await open(routes.property(property['slug']));
    expect(await page.locator('h1').textContent()).toBe(property['name']);
    expect(await page.getByRole('link', { name: t('property.backToPortfolio') }).getAttribute('href')).toBe(routes.portfolio);
    expect(await page.locator('main').textContent()).toContain(t('property.parcel', { number: property['parcelNumber'] }));
    const figures = await page.locator('[data-figures] > div').evaluateAll((els) => els.map((el) => [el.querySelector('dt')?.textContent, el.querySelector('dd')?.textContent?.trim()]));
    const labels = [t('property.marketValue'), t('property.mortgage'), t('property.developmentCost'), t('property.postDevValue')];
    expect(figures).toEqual(labels.map((label, i) => [label, amounts[i]]));
    const green = await page.locator('[data-figure="post-development-value"]').evaluate((el) => getComputedStyle(el).backgroundColor);
    const plain = await page.locator('[data-figure="market-value"]').evaluate((el) => getComputedStyle(el).backgroundColor);
    // The palette's green (--color-green): the post-development value is the figure that stands out.
    expect(green).toBe('rgb(47, 107, 79)');
    expect(plain).not.toBe(green);
    for (const heading of [t('property.overview'), t('property.keyFeatures'), t('property.highlights'), t('property.specifications'), t('property.investmentSummary'), t('property.locationAdvantages')]) {
      expect(await page.getByRole('heading', { name: heading, exact: true }).count(), heading).toBe(1);
    }
    expect(await page.locator('[data-highlight] h3').allTextContents()).toEqual([t('property.primeLocation'), t('property.valueAppreciation'), t('property.developmentReady'), t('property.timelineAdvantage')]);
    const prime = (await page.locator('[data-highlight="prime-location"]').textContent()) ?? '';
    // The highlight names the place, not its region.
    expect(prime).toContain(place);
    expect(prime).not.toContain(region);
    expect(await page.locator('[data-spec="land-area"] dd').textContent()).toBe(formatArea(property['landArea']));
    expect(await page.locator('[data-spec="built-area"] dd').textContent()).toBe(t('property.onRequest'));
    expect(await page.locator('[data-spec="location"] dd').textContent()).toBe(property['location']);
    expect(await page.locator('[data-spec="category"] dd').textContent()).toBe(choice(t, 'propertyCategory', property['category']));
    expect(await page.locator('[data-summary] dd').allTextContents()).toEqual(amounts);
    for (const heading of [t('property.accessibility'), t('property.amenities'), t('property.environment')]) expect(await page.getByRole('heading', { name: heading }).count()).toBe(1);
    expect(await page.getByRole('link', { name: t('property.scheduleConsultation') }).getAttribute('href')).toBe(routes.contact);
    await page.context().close();
  });

  it('leaves out the parcel line when there is no parcel number', async () => {
    const property = entryWith('properties', 'public, without a parcel number', (p) => !p['investorsOnly'] && !p['parcelNumber']);
    const [place] = placeParts(property['location']);
    const page = await open(routes.property(property['slug']));
    expect(await page.locator('main').textContent()).not.toContain(t('property.parcel', { number: '' }).trim());
    expect(await page.locator('[data-highlight="prime-location"]').textContent()).toContain(t('property.primeLocationText', { place: place! }));
    await page.context().close();
  });
});

describe('/projects/<slug> and /portfolio/<slug>', () => {
  it('shows every section of a project with its development and completed vision', async () => {
    const project = fullProject();
    const development = project['developmentProject'];
    const page = await open(routes.project(project['slug']));
    expect(await page.locator('h1').textContent()).toBe(project['name']);
    const hero = (await page.locator('main section').first().textContent()) ?? '';
    expect(hero).toContain(project['type']);
    expect(hero).toContain(project['location']);
    expect(await page.locator('[data-asset-value]').textContent()).toContain(amount(project, project['assetValue']));
    expect(await page.getByRole('link', { name: t('project.backToPortfolio') }).getAttribute('href')).toBe(routes.portfolio);
    const headings = (['project.overview', 'project.highlights', 'project.specifications', 'project.timeline', 'project.strategicValue', 'project.targetMarket', 'project.phasedDelivery', 'project.legacy', 'project.marketPosition', 'project.features'] as const).map((key) => t(key));
    for (const heading of headings) expect(await page.getByRole('heading', { name: heading, exact: true }).count(), heading).toBe(1);
    expect(await page.locator('[data-total-investment]').textContent()).toContain(amount(project, development['investment']));
    expect(await page.locator('[data-card="phased-delivery"] [data-item-figure]').textContent()).toBe(t('project.phaseCount', { count: development['phases'].length }));
    expect(await page.locator('[data-section="vision"]').textContent()).toContain(t('project.completedVision'));
    expect(await page.locator('[data-post-development-value]').textContent()).toContain(t('project.postDevValue'));
    // More than one rendering of the finished project makes a gallery.
    const renderings = project['finalVision']['images'] ?? [];
    expect(await page.locator('[data-vision-gallery] [data-lightbox-thumbs] a').count()).toBe(renderings.length > 1 ? renderings.length : 0);
    expect(await page.locator('[data-note]').textContent()).toBe(t('project.status', { status: choice(t, 'projectStatus', project['status']) }));
    expect(await page.getByRole('link', { name: t('common.getInTouch') }).getAttribute('href')).toBe(routes.contact);
    await page.context().close();
  });

  it('shows a text investment as given and no badges for values it lacks', async () => {
    const project = entryWith(
      'projects',
      'public, with its investment in words and no amounts',
      (p) => !p['investorsOnly'] && p['developmentProject']?.['investmentLabel'] && p['assetValue'] === undefined && p['postDevelopmentValue'] === undefined,
    );
    const page = await open(routes.project(project['slug']));
    expect(await page.locator('[data-total-investment]').textContent()).toContain(project['developmentProject']['investmentLabel']);
    expect(await page.locator('[data-asset-value]').count()).toBe(0);
    expect(await page.locator('[data-post-development-value]').count()).toBe(0);
    await page.context().close();
  });

  it('serves the project under /portfolio/<slug> with /projects/<slug> as canonical address', async () => {
    const project = entryWith('projects', 'public, in a place, region and country', (p) => !p['investorsOnly'] && placeParts(p['location']).length === 3);
    const page = await open(routes.municipality(project['slug']));
    expect(await page.locator('h1').textContent()).toBe(project['name']);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${routes.project(project['slug'])}$`));
    expect(await page.locator('[data-note]').textContent()).toBe(t('project.status', { status: choice(t, 'projectStatus', project['status']) }));
    const data = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((el) => JSON.parse(el.textContent ?? '{}')));
    expect(data.find((d) => d['@type'] === 'Place')).toMatchObject({ name: project['name'], address: { addressCountry: placeParts(project['location'])[2] } });
    await page.context().close();
  });
});

describe('/portfolio/<municipality>', () => {
  /** What a municipality page lists: the properties that name it, and the projects the placing rules give it. */
  const listed = (municipality: Data) => {
    const ref = { slug: municipality['slug'], name: municipality['name'] };
    return { properties: propertiesIn(ref, properties as Placed[]), projects: projectsIn(ref, projects as Placed[]) };
  };

  it('a property page leads to its municipality, whose page lists it', async () => {
    const [property] = properties;
    const municipality = municipalities.find((m) => m['slug'] === property!['municipality'])!;
    const page = await open(routes.property(property!['slug']));
    expect(await page.locator('[data-municipality-link]').getAttribute('href')).toBe(routes.municipality(municipality['slug']));
    await page.goto(routes.municipality(municipality['slug']));
    expect(await page.locator('h1').textContent()).toBe(municipality['name']);
    expect(await page.getByRole('link', { name: t('municipality.backToPortfolio') }).getAttribute('href')).toBe(routes.portfolio);
    expect(await page.locator('#properties-heading').textContent()).toBe(t('municipality.properties', { name: municipality['name'] }));
    expect(await page.locator('[data-municipality-properties] [data-property-card]').evaluateAll((els) => els.map((el) => el.getAttribute('data-property-card')))).toContain(property!['slug']);
    await page.context().close();
  });

  it('lists on every municipality page its properties and projects, and says "coming soon" only where there is nothing', async () => {
    // Some project is placed by a rule rather than by its location naming the municipality, so the rules are at work here.
    expect(municipalities.some((m) => listed(m).projects.some((p) => !p.location.includes(m['name'])))).toBe(true);
    const page = await open('/');
    for (const municipality of municipalities) {
      const slug = municipality['slug'];
      const { properties: own, projects: placed } = listed(municipality);
      await page.goto(routes.municipality(slug));
      const shown = await page.locator('[data-municipality-properties] [data-property-card]').evaluateAll((els) => els.map((el) => el.getAttribute('data-property-card')));
      expect(shown, slug).toEqual(own.map((p) => p['slug']));
      const links = await page.locator('[data-municipality-projects] [data-project-card] a').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
      expect(links, slug).toEqual(placed.map((p) => routes.project(p['slug'])));
      expect(await page.locator('[data-empty]').count(), slug).toBe(own.length + placed.length === 0 ? 1 : 0);
    }
    await page.context().close();
  });

  it('lays the cards out in 2 columns from md and 3 from lg', async () => {
    const municipality = municipalities.find((m) => listed(m).properties.length > 0 && listed(m).projects.length > 0);
    expect(municipality, 'a municipality with properties and projects').toBeDefined();
    const page = await open(routes.municipality(municipality!['slug']), { viewport: { width: 800, height: 900 } });
    const columns = (list: string) => page.locator(list).evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(await columns('[data-municipality-projects]')).toBe(2);
    expect(await columns('[data-municipality-properties]')).toBe(2);
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(await columns('[data-municipality-projects]')).toBe(3);
    expect(await columns('[data-municipality-properties]')).toBe(3);
    await page.context().close();
  });

  it('says so when a municipality has neither a property nor a project yet', async () => {
    const municipality = municipalities.find((m) => listed(m).properties.length + listed(m).projects.length === 0);
    expect(municipality, 'a municipality with nothing yet').toBeDefined();
    const page = await open(routes.municipality(municipality!['slug']));
    expect(await page.locator('h1').textContent()).toBe(municipality!['name']);
    expect(await page.locator('[data-empty]').textContent()).toContain(t('municipality.empty'));
    expect(await page.locator('[data-project-card], [data-property-card]').count()).toBe(0);
    await page.context().close();
  });
});

describe('/partners and /brands/<slug>', () => {
  it('shows the brand blocks in two columns, in the editors’ order, each leading to its page', async () => {
    const page = await open(routes.partners);
    expect(await page.locator('h1').textContent()).toBe(readYaml('pages/partners.yml')['title']);
    const blocks = page.locator('[data-brand-grid] a');
    expect(await blocks.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual(brands.map((b) => routes.brand(b['slug'])));
    expect(await page.locator('[data-brand-grid]').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)).toBe(2);
    // The logo, over the background photograph where the brand has one.
    expect(await blocks.first().locator('img').count()).toBe(brands[0]!['background'] ? 2 : 1);
    await page.context().close();
  });

  it('shows every part of a brand profile', async () => {
    const [brand] = brands;
    const page = await open(routes.brand(brand!['slug']));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(brand!['name']);
    expect(await page.getByRole('link', { name: t('brands.backToBrands') }).getAttribute('href')).toBe(routes.partners);
    expect(await page.locator('main').textContent()).toContain(brand!['tagline']);
    expect(await page.locator('[data-brand-stats] > div').count()).toBe(brand!['stats'].length);
    for (const heading of [t('brand.about', { name: brand!['name'] }), t('brand.features'), t('brand.highlights'), t('brand.information'), t('brand.vision'), t('brand.concept')]) {
      expect(await page.getByRole('heading', { name: heading, exact: true }).count(), heading).toBe(1);
    }
    const info = await page.locator('[data-brand-information] dd').allTextContents();
    expect(info).toEqual([brand!['location'], brand!['category'], brand!['region'], brand!['portfolio']]);
    expect(await page.getByRole('link', { name: t('common.getInTouch') }).getAttribute('href')).toBe(routes.contact);
    await page.context().close();
  });
});
