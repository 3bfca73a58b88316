/** The portfolio area: overview, property, project, municipality and brand pages, and their not-found answers. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { PHONE, useBrowser } from './support/browser';
import { readFolder } from './support/content';

const { open } = useBrowser();

const PROPERTIES = ['yacht-sport-resort', 'al-lago', 'la-baronnata-estate', 'esplanade-hotel', 'hotel-orselina', 'muralto-expansion', 'sorriso', 'monte-bre', 'cardada'];

describe('unknown slugs answer 404 with their area message', () => {
  it.each([
    { path: '/property/nope', title: 'Property Not Found', link: 'Back to Portfolio', href: '/portfolio' },
    { path: '/projects/nope', title: 'Project Not Found', link: 'Return to Portfolio', href: '/portfolio' },
    { path: '/portfolio/nope', title: 'Municipality Not Found', link: 'Back to Portfolio', href: '/portfolio' },
    { path: '/brands/nope', title: 'Brand Not Found', link: 'Back to Brands', href: '/partners' },
  ])('$path', async ({ path, title, link, href }) => {
    const page = await open('/');
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').textContent()).toBe(title);
    const back = page.getByRole('link', { name: link, exact: true });
    expect(await back.getAttribute('href')).toBe(href);
    await page.context().close();
  });
});

describe('/portfolio', () => {
  it('shows the nine property cards in order, each leading to its page', async () => {
    const page = await open('/portfolio');
    const cards = page.locator('[data-property-grid] [data-property-card]');
    expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-property-card')))).toEqual(PROPERTIES);
    const first = cards.first();
    expect(await first.textContent()).toContain('Boutique Hotel');
    expect(await first.textContent()).toContain('Post-Dev. Value');
    expect(await first.textContent()).toContain('CHF\u00A075.0M');
    expect(await first.textContent()).toContain('Brissago, Ticino');
    const links = await cards.locator('a').evaluateAll((els) => els.map((el) => [el.textContent?.trim().startsWith('View Details'), el.getAttribute('href')]));
    expect(links).toEqual(PROPERTIES.map((slug) => [true, `/property/${slug}`]));
    await page.context().close();
  });

  it('clamps the card text to two lines', async () => {
    const page = await open('/portfolio', { viewport: PHONE });
    const clamp = await page.locator('[data-property-card] p.line-clamp-2').first().evaluate((el) => getComputedStyle(el).webkitLineClamp);
    expect(clamp).toBe('2');
    await page.context().close();
  });

  it('keeps figures off the card of an investor-only project', async () => {
    const page = await open('/portfolio');
    const card = page.locator('[data-project-card="cannobio-antica-abbazia"]');
    const text = (await card.textContent()) ?? '';
    expect(text).toContain('For investors');
    expect(text).not.toMatch(/EUR|CHF|\d+\s*(rooms|apartments|hectares)/);
    await page.context().close();
  });
});

describe('/property/<slug>', () => {
  it('shows every section with the figures formatted from numbers', async () => {
    const page = await open('/property/al-lago');
    expect(await page.locator('h1').textContent()).toBe('Al Lago');
    expect(await page.getByRole('link', { name: 'Back to Portfolio' }).getAttribute('href')).toBe('/portfolio');
    expect(await page.locator('main').textContent()).toContain('Parcel No. 1187');
    const figures = await page.locator('[data-figures] > div').evaluateAll((els) => els.map((el) => [el.querySelector('dt')?.textContent, el.querySelector('dd')?.textContent?.trim()]));
    expect(figures).toEqual([
      ['Market Value', 'CHF\u00A050.0M'],
      ['Mortgage', 'CHF\u00A00.0M'],
      ['Development Cost', 'CHF\u00A060.0M'],
      ['Post-Dev. Value', 'CHF\u00A0152.0M'],
    ]);
    const green = await page.locator('[data-figure="post-development-value"]').evaluate((el) => getComputedStyle(el).backgroundColor);
    const plain = await page.locator('[data-figure="market-value"]').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(green).toBe('rgb(47, 107, 79)');
    expect(plain).not.toBe(green);
    for (const heading of ['Property Overview', 'Key Features', 'Investment Highlights', 'Property Specifications', 'Investment Summary', 'Location Advantages']) {
      expect(await page.getByRole('heading', { name: heading, exact: true }).count(), heading).toBe(1);
    }
    expect(await page.locator('[data-highlight] h3').allTextContents()).toEqual(['Prime Location', 'Value Appreciation', 'Development Ready', 'Timeline Advantage']);
    const prime = (await page.locator('[data-highlight="prime-location"]').textContent()) ?? '';
    expect(prime).toContain('Brissago');
    expect(prime).not.toContain('Ticino');
    expect(await page.locator('[data-spec="land-area"] dd').textContent()).toBe('11’785\u00A0m²');
    expect(await page.locator('[data-spec="built-area"] dd').textContent()).toBe('On request');
    expect(await page.locator('[data-spec="location"] dd').textContent()).toBe('Brissago, Ticino');
    expect(await page.locator('[data-spec="category"] dd').textContent()).toBe('Mixed-Use Development');
    expect(await page.locator('[data-summary] dd').allTextContents()).toEqual(['CHF\u00A050.0M', 'CHF\u00A00.0M', 'CHF\u00A060.0M', 'CHF\u00A0152.0M']);
    for (const heading of ['Accessibility', 'Amenities', 'Environment']) expect(await page.getByRole('heading', { name: heading }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Schedule a Consultation' }).getAttribute('href')).toBe('/contact');
    await page.context().close();
  });

  it('leaves out the parcel line when there is no parcel number', async () => {
    const page = await open('/property/cardada');
    expect(await page.locator('main').textContent()).not.toContain('Parcel No.');
    expect(await page.locator('[data-highlight="prime-location"]').textContent()).toContain('Set in Cardada,');
    await page.context().close();
  });

  it('describes the property as a schema.org Place', async () => {
    const page = await open('/property/hotel-orselina');
    const data = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((el) => JSON.parse(el.textContent ?? '{}')));
    const place = data.find((d) => d['@type'] === 'Place');
    expect(place).toMatchObject({ name: 'Hotel Orselina', address: { addressLocality: 'Orselina', addressRegion: 'Ticino' } });
    expect(place.additionalProperty).toContainEqual(expect.objectContaining({ name: 'Post-development value', value: 124 }));
    expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
    await page.context().close();
  });
});

describe('/projects/<slug> and /portfolio/<slug>', () => {
  it('shows every section of a project with its development and completed vision', async () => {
    const page = await open('/projects/brissago-hotel-spa');
    expect(await page.locator('h1').textContent()).toBe('Brissago Hotel & Spa');
    const hero = (await page.locator('main section').first().textContent()) ?? '';
    expect(hero).toContain('5-Star Hotel & Marina');
    expect(hero).toContain('Brissago, Ticino, Switzerland');
    expect(await page.locator('[data-asset-value]').textContent()).toContain('EUR\u00A0185.0M');
    expect(await page.getByRole('link', { name: 'Back to Portfolio' }).getAttribute('href')).toBe('/portfolio');
    for (const heading of ['Overview', 'Key Highlights', 'Specifications', 'Development Timeline', 'Strategic Value', 'Target Market', 'Phased Delivery', 'Legacy & Heritage', 'Market Position', 'Features & Amenities']) {
      expect(await page.getByRole('heading', { name: heading, exact: true }).count(), heading).toBe(1);
    }
    expect(await page.locator('[data-total-investment]').textContent()).toContain('EUR\u00A085.0M');
    expect(await page.locator('[data-card="phased-delivery"] [data-item-figure]').textContent()).toBe('3 phases');
    expect(await page.locator('[data-section="vision"]').textContent()).toContain('Completed Vision');
    expect(await page.locator('[data-post-development-value]').textContent()).toContain('Post Development Value');
    expect(await page.locator('[data-vision-gallery] [data-lightbox-thumbs] a').count()).toBe(2);
    expect(await page.locator('[data-note]').textContent()).toBe('Status: Development');
    expect(await page.getByRole('link', { name: 'Get in Touch' }).getAttribute('href')).toBe('/contact');
    await page.context().close();
  });

  it('shows a text investment as given and no badges for values it lacks', async () => {
    const page = await open('/projects/la-baronada-club');
    expect(await page.locator('[data-total-investment]').textContent()).toContain('Comprehensive Restoration');
    expect(await page.locator('[data-asset-value]').count()).toBe(0);
    expect(await page.locator('[data-post-development-value]').count()).toBe(0);
    await page.context().close();
  });

  it('serves the project under /portfolio/<slug> with /projects/<slug> as canonical address', async () => {
    const page = await open('/portfolio/orselina-hotel-spa');
    expect(await page.locator('h1').textContent()).toBe('Orselina Hotel & Spa');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/projects\/orselina-hotel-spa$/);
    expect(await page.locator('[data-note]').textContent()).toBe('Status: Operational & Development');
    const data = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((el) => JSON.parse(el.textContent ?? '{}')));
    expect(data.find((d) => d['@type'] === 'Place')).toMatchObject({ name: 'Orselina Hotel & Spa', address: { addressCountry: 'Switzerland' } });
    await page.context().close();
  });
});

describe('/portfolio/<municipality>', () => {
  const properties = readFolder('properties').map(({ data }) => data);
  const municipalities = readFolder('municipalities').map(({ data }) => data);
  const portfolio = JSON.parse(readFileSync('src/i18n/en/portfolio.json', 'utf8')) as Record<string, string>;

  it('Minusio lists the Esplanade Hotel, and the property page leads back to Minusio', async () => {
    const esplanade = properties.find((p) => p['municipality'] === 'minusio');
    expect(esplanade?.['name']).toBe('Esplanade Hotel');
    const page = await open('/portfolio/minusio');
    await expect.poll(() => page.locator('[data-municipality-properties] [data-property-card]').evaluateAll((els) => els.map((el) => el.getAttribute('data-property-card')))).toEqual([esplanade?.['slug']]);
    expect(await page.locator('#properties-heading').textContent()).toBe(portfolio['municipality.properties']?.replace('{name}', 'Minusio'));
    expect(await page.locator('[data-empty]').count()).toBe(0);
    await page.goto(`/property/${esplanade?.['slug']}`);
    expect(await page.locator('[data-municipality-link]').getAttribute('href')).toBe('/portfolio/minusio');
    await page.context().close();
  });

  it('lists on every municipality page exactly the properties that name it, and says "coming soon" only where there is nothing', async () => {
    const page = await open('/');
    for (const municipality of municipalities) {
      await page.goto(`/portfolio/${municipality['slug']}`);
      const expected = properties.filter((p) => p['municipality'] === municipality['slug']).sort((a, b) => a['order'] - b['order']).map((p) => p['slug']);
      const shown = await page.locator('[data-municipality-properties] [data-property-card]').evaluateAll((els) => els.map((el) => el.getAttribute('data-property-card')));
      expect(shown, municipality['slug']).toEqual(expected);
      const projects = await page.locator('[data-municipality-projects] [data-project-card]').count();
      expect(await page.locator('[data-empty]').count(), municipality['slug']).toBe(expected.length + projects === 0 ? 1 : 0);
    }
    await page.context().close();
  });

  it('lists the projects of the municipality, with the placing exceptions for Muralto and Cardada', async () => {
    const page = await open('/portfolio/muralto');
    expect(await page.locator('h1').textContent()).toBe('Muralto');
    expect(await page.getByRole('link', { name: 'Back to Portfolio' }).getAttribute('href')).toBe('/portfolio');
    const links = await page.locator('[data-municipality-projects] a').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(links).toEqual(['/projects/la-baronada-club']);
    await page.goto('/portfolio/cardada');
    expect(await page.locator('[data-municipality-projects] a').evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual(['/projects/soriso-hotel-barcablu']);
    await page.context().close();
  });

  it('lays the cards out in 2 columns from md and 3 from lg', async () => {
    const page = await open('/portfolio/orselina', { viewport: { width: 800, height: 900 } });
    const columns = (list: string) => page.locator(list).evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(await columns('[data-municipality-projects]')).toBe(2);
    expect(await columns('[data-municipality-properties]')).toBe(2);
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(await columns('[data-municipality-projects]')).toBe(3);
    expect(await columns('[data-municipality-properties]')).toBe(3);
    await page.context().close();
  });

  it('says so when a municipality has neither a property nor a project yet', async () => {
    const page = await open('/portfolio/ascona');
    expect(await page.locator('h1').textContent()).toBe('Ascona');
    expect(await page.locator('[data-empty]').textContent()).toContain(portfolio['municipality.empty']);
    expect(await page.locator('[data-project-card], [data-property-card]').count()).toBe(0);
    await page.context().close();
  });
});

describe('/partners and /brands/<slug>', () => {
  it('shows the six brand blocks in two columns, each leading to its page', async () => {
    const page = await open('/partners');
    expect(await page.locator('h1').textContent()).toBe('Our Brands');
    const blocks = page.locator('[data-brand-grid] a');
    expect(await blocks.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual([
      '/brands/villa-orselina',
      '/brands/la-barca-blu',
      '/brands/casa-baronada',
      '/brands/yachtsport-resort',
      '/brands/brissago-marina',
      '/brands/villa-elisa',
    ]);
    expect(await page.locator('[data-brand-grid]').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)).toBe(2);
    expect(await blocks.first().locator('img').count()).toBe(2);
    await page.context().close();
  });

  it('shows every part of a brand profile', async () => {
    const page = await open('/brands/villa-orselina');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Villa Orselina');
    expect(await page.getByRole('link', { name: 'Back to Brands' }).getAttribute('href')).toBe('/partners');
    expect(await page.locator('main').textContent()).toContain('The calm of a private residence, the service of a five-star hotel');
    expect(await page.locator('[data-brand-stats] > div').count()).toBe(4);
    for (const heading of ['About Villa Orselina', 'Features', 'Property Highlights', 'Property Information', 'Our Vision', 'The Concept']) {
      expect(await page.getByRole('heading', { name: heading, exact: true }).count(), heading).toBe(1);
    }
    const info = await page.locator('[data-brand-information] dd').allTextContents();
    expect(info).toEqual(['Orselina, Ticino', 'Five-Star Boutique Hotel', 'Locarno District Ticino', 'Hospitality Brand']);
    expect(await page.getByRole('link', { name: 'Get in Touch' }).getAttribute('href')).toBe('/contact');
    await page.context().close();
  });
});
