/**
 * The reference finder: who uses a picture, a PDF or an entry (the CMS refuses to delete what is
 * in use), and which references point at nothing (the build fails naming them). The real
 * content answers the first questions; a scratch copy of the content breaks one thing at a time.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contentReferences from '../../src/integrations/content-references';
import { contentFileOf, deletionRefusal, entryFromFile, entryLabels, pagePath, referencesOf, usesOf } from '../../src/lib/content/references';
import { danglingReferences, readContent, sourcesUsing } from '../../src/lib/content/references-on-disk';
import { pageAddresses } from '../../src/lib/route-table';

const ROOT = resolve(import.meta.dirname, '../..');
const designOf = (file: string) => sourcesUsing(ROOT, file);

describe('pagePath', () => {
  it('reads an internal address as the site routes it', () => {
    expect(pagePath('/property/al-lago')).toBe('/property/al-lago');
    expect(pagePath('/de/property/al-lago/')).toBe('/property/al-lago');
    expect(pagePath('/#what-we-do')).toBe('/');
    expect(pagePath('/it')).toBe('/');
    expect(pagePath('/news?year=2025')).toBe('/news');
  });

  it('leaves other sites, e-mail and in-page anchors alone', () => {
    expect(pagePath('https://example.com/x')).toBeUndefined();
    expect(pagePath('//example.com/x')).toBeUndefined();
    expect(pagePath('mailto:info@example.com')).toBeUndefined();
    expect(pagePath('#top')).toBeUndefined();
  });
});

describe('the content as it is', () => {
  const entries = readContent(ROOT);

  it('reads every entry with the name editors know it by', () => {
    const labels = entries.map((e) => e.label);
    expect(labels).toContain('Projects › Brissago Hotel & Spa');
    expect(labels).toContain('Settings › Menu');
    expect(labels).toContain('Pages › Home page');
    expect(entries.find((e) => e.file === 'content/properties/al-lago.en.yml')).toMatchObject({ collection: 'properties', id: 'al-lago', page: '/property/al-lago' });
  });

  it('finds pictures inside lists and objects, relative to the content file', () => {
    const project = entries.find((e) => e.file === 'content/projects/calde-arch-peia.en.yml')!;
    const pictures = referencesOf(project).filter((r) => r.target.kind === 'file');
    expect(pictures.map((r) => r.at)).toEqual(expect.arrayContaining(['heroImage.src', 'gallery.0.src']));
    expect(pictures.find((r) => r.at === 'gallery.0.src')).toMatchObject({ field: 'Gallery › Photo', target: { kind: 'file', path: expect.stringMatching(/^src\/assets\/media\//) } });
    const home = entries.find((e) => e.file === 'content/pages/home.yml')!;
    expect(referencesOf(home).map((r) => r.at)).toEqual(expect.arrayContaining([expect.stringMatching(/regionalFocus\.image\.src$/)]));
  });

  it('finds menu links with the field in the CMS words', () => {
    const menu = entries.find((e) => e.file === 'content/settings/menu.yml')!;
    const link = referencesOf(menu).find((r) => r.value === '/property/al-lago');
    expect(link).toMatchObject({ field: 'Menu groups › Sub-groups › Links › Address', target: { kind: 'page', path: '/property/al-lago' } });
  });

  it('names every entry that uses a picture', () => {
    const uses = usesOf('src/assets/media/lake-mist.jpg', entries);
    const users = new Set(uses.map((r) => r.entry.file));
    const expected = entries.filter((e) => readFileSync(join(ROOT, e.file), 'utf8').includes('/lake-mist.jpg')).map((e) => e.file);
    expect(expected.length).toBeGreaterThan(2);
    expect([...users].sort()).toEqual(expected.sort());
  });

  it('names a settings file that uses a picture by its name in the CMS', () => {
    expect(entryLabels(usesOf('src/assets/media/lake-dusk.jpg', entries))).toContain('Settings › Firm and contact details');
  });

  it('names the entries that use a PDF', () => {
    const release = entries.find((e) => e.file === 'content/press/capital-allocation-2025-2027.en.md')!;
    expect(release.label).toMatch(/^Press releases › \S/);
    // The site makes each release's PDF itself; an editor may attach one in its place.
    const attached = entries.map((e) => (e === release ? { ...e, data: { ...e.data, pdf: '/downloads/capital-allocation-2025-2027.pdf' } } : e));
    expect(entryLabels(usesOf('public/downloads/capital-allocation-2025-2027.pdf', attached))).toEqual([release.label]);
  });

  it('names the entries that link to a property page and the brand that relates to it', () => {
    const labels = entryLabels(usesOf('content/properties/hotel-orselina.en.yml', entries));
    expect(labels).toContain('Settings › Menu');
    expect(labels).toContain('Brands › Villa Orselina');
  });

  it('finds nothing using a picture no entry names', () => {
    expect(usesOf('src/assets/media/no-such-picture.jpg', entries)).toEqual([]);
  });

  it('finds no dangling reference', () => {
    expect(danglingReferences(ROOT, [...pageAddresses(ROOT), '/news/research']).map((d) => d.message)).toEqual([]);
  });
});

describe('refusing to delete what is in use', () => {
  const entries = readContent(ROOT);

  it('names every entry that shows a picture', () => {
    const refusal = deletionRefusal(['src/assets/media/wood-grain.jpg'], entries, designOf);
    const users = entries.filter((e) => readFileSync(join(ROOT, e.file), 'utf8').includes('/wood-grain.jpg')).map((e) => e.label);
    expect(users.length).toBeGreaterThan(1);
    expect(refusal).toBe(`wood-grain.jpg is still in use, so it was not deleted. Used by: ${users.join(', ')}. Choose another picture there first.`);
  });

  it('names the part of the site that shows a picture no entry chooses', () => {
    expect(sourcesUsing(ROOT, 'src/assets/media/hero-poster.jpg')).toEqual(['src/components/home/Hero.astro']);
    expect(deletionRefusal(['/src/assets/media/hero-poster.jpg'], entries, designOf)).toMatch(/^hero-poster\.jpg is still in use, .*Used by: the site's design \(src\/components\/home\/Hero\.astro\)\./);
  });

  it('names the entries that link to an entry or relate to it', () => {
    expect(deletionRefusal(['content/properties/hotel-orselina.en.yml'], entries, designOf)).toBe(
      'Properties › Hotel Orselina is still in use, so it was not deleted. Used by: Brands › Villa Orselina, Settings › Menu. Remove what refers to it there first.',
    );
  });

  it('keeps pages and settings', () => {
    expect(deletionRefusal(['content/settings/menu.yml'], entries, designOf)).toBe('Settings › Menu is part of the site and cannot be deleted.');
  });

  it('lets go of what nothing uses', () => {
    expect(deletionRefusal(['src/assets/media/dune-sea.jpg'], entries, designOf)).toBeUndefined();
    expect(deletionRefusal(['content/news/verbano-capital-opens-lugano-office.en.md'], entries, designOf)).toBeUndefined();
  });

  it('counts a draft that uses a picture', () => {
    const published = readFileSync(join(ROOT, 'content/articles/working-with-ticino-craftsmen.en.md'), 'utf8');
    const draft = entryFromFile('content/articles/working-with-ticino-craftsmen.en.md', published.replace(/src: .*$/m, 'src: ../../src/assets/media/dune-sea.jpg'))!;
    const refusal = deletionRefusal(['src/assets/media/dune-sea.jpg'], [...entries, { ...draft, label: `${draft.label} (draft)` }], designOf);
    expect(refusal).toBe(`dune-sea.jpg is still in use, so it was not deleted. Used by: ${draft.label} (draft). Choose another picture there first.`);
  });

  it('finds the file of an entry the CMS names by collection and slug', () => {
    expect(contentFileOf('news', 'some-news')).toBe('content/news/some-news.en.md');
    expect(contentFileOf('settings', 'menu')).toBe('content/settings/menu.yml');
    expect(contentFileOf('nothing', 'x')).toBeUndefined();
  });
});

describe('dangling references', () => {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'references-'));
    for (const name of ['content', 'src/pages', 'src/assets/media', 'public']) cpSync(join(ROOT, name), join(scratch, name), { recursive: true });
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  /** Changes one file, returns the messages, and mends it. */
  function brokenBy(file: string, change: (text: string) => string): string[] {
    const path = join(scratch, file);
    const original = readFileSync(path, 'utf8');
    writeFileSync(path, change(original));
    try {
      return danglingReferences(scratch, [...pageAddresses(scratch)]).map((d) => d.message);
    } finally {
      writeFileSync(path, original);
    }
  }

  it('names the file and field of a picture that does not exist', () => {
    const picture = 'src/assets/media/lake-dusk.jpg';
    const bytes = readFileSync(join(scratch, picture));
    unlinkSync(join(scratch, picture));
    try {
      const messages = danglingReferences(scratch, [...pageAddresses(scratch)]).map((d) => d.message);
      expect(messages).toContainEqual(expect.stringMatching(/^content\/settings\/site\.yml, ogImage\.src \("Sharing image"\): \.\.\/\.\.\/src\/assets\/media\/lake-dusk\.jpg names src\/assets\/media\/lake-dusk\.jpg, which does not exist\.$/));
      expect(messages.every((m) => m.includes('lake-dusk.jpg'))).toBe(true);
    } finally {
      writeFileSync(join(scratch, picture), bytes);
    }
  });

  it('names the file and field of a PDF that does not exist', () => {
    const messages = brokenBy('content/press/capital-allocation-2025-2027.en.md', (t) => t.replace(/^---\n/, '---\npdf: /downloads/gone.pdf\n'));
    expect(messages).toEqual(['content/press/capital-allocation-2025-2027.en.md, pdf ("PDF"): /downloads/gone.pdf names public/downloads/gone.pdf, which does not exist.']);
  });

  it('names a menu link to a page that does not exist', () => {
    const messages = brokenBy('content/settings/menu.yml', (t) => t.replace('href: /property/al-lago', 'href: /property/al-lago-gone'));
    expect(messages).toEqual([expect.stringMatching(/^content\/settings\/menu\.yml, groups\.\d+\.subgroups\.\d+\.items\.\d+\.href \("Menu groups › Sub-groups › Links › Address"\): \/property\/al-lago-gone is not a page of the site\.$/)]);
  });

  it('names a footer link to a page that does not exist', () => {
    const messages = brokenBy('content/settings/menu.yml', (t) => t.replace('href: /cookies', 'href: /cookie-policy'));
    expect(messages).toEqual([expect.stringMatching(/^content\/settings\/menu\.yml, legal\.\d+\.href \("Legal links › Address"\): \/cookie-policy is not a page of the site\.$/)]);
  });

  it('names a link inside a text that leads nowhere, in any language', () => {
    const messages = brokenBy('content/news/verbano-capital-opens-lugano-office.en.md', (t) => `${t.trimEnd()}\n\nSee [our hotel](/de/property/no-such-hotel#rooms).\n`);
    expect(messages).toEqual(['content/news/verbano-capital-opens-lugano-office.en.md, body ("Text"): /de/property/no-such-hotel#rooms is not a page of the site.']);
  });

  it('names a button of a page section that leads nowhere', () => {
    const messages = brokenBy('content/pages/careers.yml', (t) => t.replace('href: /contact', 'href: /contact-us'));
    expect(messages).toEqual([expect.stringMatching(/^content\/pages\/careers\.yml, sections\.\d+\.links\.\d+\.href \("Sections › Call to action › Buttons › Address"\): \/contact-us is not a page of the site\.$/)]);
  });

  it('names a relation to an entry that does not exist', () => {
    const messages = brokenBy('content/brands/villa-orselina.en.yml', (t) => t.replace('property: hotel-orselina', 'property: hotel-gone'));
    expect(messages).toEqual(['content/brands/villa-orselina.en.yml, property ("Property"): there is no properties entry "hotel-gone".']);
  });

  it('accepts links to other sites, e-mail and anchors', () => {
    const messages = brokenBy('content/news/verbano-capital-opens-lugano-office.en.md', (t) => `${t.trimEnd()}\n\n[a](https://example.com/x) [b](mailto:x@example.com) [c](#top) [d](/de/contact)\n`);
    expect(messages).toEqual([]);
  });

  it('fail the production build, naming file and field, and only warn in development', () => {
    const hook = contentReferences().hooks['astro:config:setup']!;
    const warnings: string[] = [];
    const options = (command: string) =>
      ({ command, config: { root: pathToFileURL(`${scratch}/`), redirects: { '/news/research': '/news/reports' } }, logger: { warn: (m: string) => warnings.push(m) }, updateConfig: () => undefined }) as never;
    const path = join(scratch, 'content/settings/menu.yml');
    const original = readFileSync(path, 'utf8');
    writeFileSync(path, original.replace('href: /cookies', 'href: /cookie-policy'));
    try {
      expect(() => hook(options('build'))).toThrow(/1 reference in the content points at nothing:\n {2}- content\/settings\/menu\.yml, legal\.\d+\.href \("Legal links › Address"\): \/cookie-policy is not a page of the site\./);
      expect(() => hook(options('dev'))).not.toThrow();
      expect(warnings).toEqual([expect.stringContaining('content/settings/menu.yml, legal.')]);
    } finally {
      writeFileSync(path, original);
    }
    expect(() => hook(options('build'))).not.toThrow();
  });
});
