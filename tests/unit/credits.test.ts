import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, it, expect } from 'vitest';
import { stringify } from 'yaml';
import { collections } from '../../src/content.config';
import { creditGroups } from '../../src/lib/credit-groups';
import { ALL_RIGHTS_RESERVED, creditsSchema, projectPath } from '../../src/lib/credit-schema';
import { creditFor, creditProblems, credits, imagesIn, mediaDir, parseCredits, readCredits } from '../../src/lib/credits';
import { siteCredits } from '../../src/lib/content/picture-credits';
import { LICENCES } from '../../src/model/credit';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('image credits (src/assets/credits.yml)', () => {
  const images = imagesIn(mediaDir);

  it('finds the media folder with its images', () => {
    expect(images.length).toBeGreaterThan(20);
  });

  it('credits every image in src/assets/media/ the site shows, in credits.yml or in an entry that shows it', () => {
    expect(creditProblems(ROOT)).toEqual([]);
  });

  it('names only files that exist', () => {
    const gone = credits.filter((c) => !fs.existsSync(path.resolve(mediaDir, c.file))).map((c) => c.file);
    expect(gone, `credit entries whose file is missing: ${gone.join(', ')}`).toEqual([]);
  });

  it('gives each file one entry, with unique file names', () => {
    const names = credits.map((c) => path.posix.basename(c.file));
    const twice = names.filter((n, i) => names.indexOf(n) !== i);
    expect(twice, `file names with more than one entry: ${twice.join(', ')}`).toEqual([]);
  });

  it('links every licence to its text', () => {
    const noUrl = credits
      .filter((c) => c.licence !== ALL_RIGHTS_RESERVED && !/^https:\/\/\S+$/.test(c.licenceUrl ?? ''))
      .map((c) => `${c.file} (${c.licence})`);
    expect(noUrl, `licences without an https licence URL: ${noUrl.join(', ')}`).toEqual([]);
  });

  it('uses one URL per licence name', () => {
    const urls = new Map<string, Set<string>>();
    for (const c of credits) {
      if (!c.licenceUrl) continue;
      urls.set(c.licence, (urls.get(c.licence) ?? new Set()).add(c.licenceUrl));
    }
    const mixed = [...urls].filter(([, u]) => u.size > 1).map(([l]) => l);
    expect(mixed).toEqual([]);
  });

  it('gives a licence the CMS offers the address the CMS links it to', () => {
    const offered = new Map<string, string | undefined>(LICENCES.map((l) => [l.name, 'url' in l ? l.url : undefined]));
    const other = credits.filter((c) => offered.has(c.licence) && c.licenceUrl !== offered.get(c.licence)).map((c) => `${c.file} (${c.licence})`);
    expect(other).toEqual([]);
  });

  it('credits photographs and what is made from them to a person, with the package they come from', () => {
    for (const c of credits.filter((c) => c.kind !== 'artwork')) {
      expect(c.author, c.file).not.toBe('Verbano Capital');
      expect(c.licence, c.file).not.toBe(ALL_RIGHTS_RESERVED);
      expect(c.source, c.file).toBeTruthy();
    }
  });

  it('credits a crop or derived image like the photograph it is made from', () => {
    for (const c of credits.filter((c) => c.kind === 'crop' || c.kind === 'derived')) {
      const from = credits.find((p) => p.file === c.derivedFrom);
      expect(from, `${c.file}: derivedFrom ${c.derivedFrom} has no entry`).toBeDefined();
      expect([c.author, c.licence, c.licenceUrl], c.file).toEqual([from?.author, from?.licence, from?.licenceUrl]);
    }
  });

  it('finds a credit from the forms an image path takes in content, dev and build', () => {
    const dusk = creditFor('lake-dusk.jpg');
    expect(dusk?.author).toBe('Risto Saukonpää');
    expect(creditFor('../../src/assets/media/lake-dusk.jpg')).toBe(dusk);
    expect(creditFor('/@fs/work/site/src/assets/media/lake-dusk.jpg?origWidth=2400&origHeight=1500')).toBe(dusk);
    expect(creditFor('/_astro/lake-dusk.BqLZ4z2a.jpg')).toBe(dusk);
    expect(creditFor('/_astro/lake-dusk.BqLZ4z2a_Z1x2y3.webp')).toBe(dusk);
    expect(creditFor('lake-dusk-portrait.jpg')?.kind).toBe('crop');
    expect(creditFor('brands/villa-elisa-logo.svg')?.licence).toBe(ALL_RIGHTS_RESERVED);
    expect(creditFor('/favicon.svg')?.author).toBe('Verbano Capital');
    expect(creditFor('src/assets/brand/og-default.jpg')?.derivedFrom).toBe('lake-dusk.jpg');
    expect(creditFor('unknown-photo.jpg')).toBeUndefined();
  });

  it('maps entries to project paths', () => {
    expect(projectPath({ file: 'lake-dusk.jpg' })).toBe('src/assets/media/lake-dusk.jpg');
    expect(projectPath({ file: '../../../public/favicon.svg' })).toBe('public/favicon.svg');
  });
});

describe('the credit entry schema', () => {
  const photo = { file: 'x.jpg', kind: 'photo', title: 'X', author: 'A', licence: 'CC BY 4.0', licenceUrl: 'https://creativecommons.org/licenses/by/4.0/' };
  const crop = { ...photo, file: 'x-crop.jpg', kind: 'crop', derivedFrom: 'x.jpg' };
  const without = (entry: object, field: string) => Object.fromEntries(Object.entries(entry).filter(([key]) => key !== field));
  const yaml = (...entries: object[]) => stringify(entries);

  it('is the schema the credits collection of the pages validates with', () => {
    expect(collections.credits.schema).toBe(creditsSchema);
  });

  it('accepts a photograph, a crop of it and the firm\u2019s artwork without a licence URL', () => {
    const artwork = { file: 'logo.svg', kind: 'artwork', title: 'Logo', author: 'Firm', licence: ALL_RIGHTS_RESERVED };
    expect(parseCredits(yaml(photo, crop, artwork))).toEqual([photo, crop, artwork]);
  });

  it.each([
    ['a licence without its URL', without(photo, 'licenceUrl'), /, x\.jpg: licenceUrl: Give the address of the "CC BY 4\.0" licence text/],
    ['a licence URL that is not https', { ...photo, licenceUrl: 'http://creativecommons.org/licenses/by/4.0/' }, /, x\.jpg: licenceUrl: Give the https address/],
    ['an unknown kind', { ...photo, kind: 'painting' }, /, x\.jpg: kind: Choose one of: photo, crop, derived, artwork\./],
    ['a crop without the photograph it is made from', without(crop, 'derivedFrom'), /, x-crop\.jpg: derivedFrom: A crop image names the photograph it is made from/],
    ['a photograph made from another', { ...photo, derivedFrom: 'y.jpg' }, /, x\.jpg: derivedFrom: Only crops and derived images/],
    ['an unknown field', { ...photo, colour: 'red' }, /, x\.jpg: Unknown field "colour"\./],
    ['a missing author', without(photo, 'author'), /, x\.jpg: author: This field is required\./],
    ['an empty title', { ...photo, title: ' ' }, /, x\.jpg: title: This field must not be empty\./],
    ['an entry without a file, by its place in the list', without(photo, 'file'), /, entry 2: file: This field is required\./],
  ])('refuses %s, naming the entry and the field', (_, broken, message) => {
    expect(() => parseCredits(yaml({ ...photo, file: 'lake.jpg' }, broken))).toThrow(message);
  });

  it('names every problem of every entry at once', () => {
    expect(() => parseCredits(yaml(without(photo, 'licenceUrl'), { ...crop, kind: 'painting' }))).toThrow(/x\.jpg: licenceUrl: .*\n.*x-crop\.jpg: kind: /);
  });

  it('refuses a file credited twice and a file that is not a list', () => {
    expect(() => parseCredits(yaml(photo, { ...photo, title: 'Y' }))).toThrow(/credits\.yml: x\.jpg has two entries/);
    expect(() => parseCredits(stringify(photo))).toThrow(/credits\.yml: expected a list of entries/);
    expect(() => parseCredits('- file: x.jpg\n  kind: [\n')).toThrow(/credits\.yml: .*line/);
  });
});

describe('credits carried by the entries that show a picture', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

  const lake = { file: 'lake.jpg', kind: 'photo', title: 'A lake', author: 'Risto Saukonpää', licence: 'LGPL-3.0', licenceUrl: 'https://www.gnu.org/licenses/lgpl-3.0.html', source: 'plasma-workspace-wallpapers' };
  const firm = { author: 'Verbano Capital', licence: ALL_RIGHTS_RESERVED };

  /** A news item showing `photo`, with `credit` if given, as the CMS writes it. */
  const newsItem = (slug: string, photo: string, credit?: object) =>
    `---\n${stringify({ title: slug, slug, image: { src: `../../src/assets/media/${photo}`, alt: `The shore at ${slug}`, ...(credit ? { credit } : {}) } })}---\nText.\n`;

  /** A project with credits.yml crediting lake.jpg, the media folder holding it and seeufer-ascona.jpg, and these news items. */
  function project(news: Record<string, string>): string {
    const root = fs.mkdtempSync(path.join(tmpdir(), 'credits-'));
    roots.push(root);
    fs.mkdirSync(path.join(root, 'src/assets/media'), { recursive: true });
    fs.mkdirSync(path.join(root, 'content/news'), { recursive: true });
    fs.writeFileSync(path.join(root, 'src/assets/credits.yml'), stringify([lake]));
    for (const photo of ['lake.jpg', 'seeufer-ascona.jpg']) fs.writeFileSync(path.join(root, 'src/assets/media', photo), 'photo');
    for (const [slug, text] of Object.entries(news)) fs.writeFileSync(path.join(root, 'content/news', `${slug}.en.md`), text);
    return root;
  }

  it('credits an image credits.yml does not name by the entry that shows it with a credit', () => {
    expect(creditProblems(project({ ascona: newsItem('ascona', 'seeufer-ascona.jpg', firm), again: newsItem('again', 'seeufer-ascona.jpg') }))).toEqual([]);
  });

  it('names an image an entry shows that is credited neither in credits.yml nor by an entry, and the entries showing it', () => {
    expect(creditProblems(project({ ascona: newsItem('ascona', 'seeufer-ascona.jpg'), lake: newsItem('lake', 'lake.jpg') }))).toEqual([
      'images shown without a credit in credits.yml or in an entry that shows them: seeufer-ascona.jpg (content/news/ascona.en.md)',
    ]);
  });

  it('leaves an image nothing shows yet, such as an upload to the media library, to be credited once an entry shows it', () => {
    expect(creditProblems(project({ lake: newsItem('lake', 'lake.jpg') }))).toEqual([]);
  });

  it('refuses two credits of one file, naming the file, each entry and field', () => {
    const [problem, ...rest] = creditProblems(project({ ascona: newsItem('ascona', 'seeufer-ascona.jpg', firm), shore: newsItem('shore', 'seeufer-ascona.jpg', { author: 'Anna Keller', licence: 'CC BY 4.0' }) }));
    expect(rest).toEqual([]);
    expect(problem).toContain('src/assets/media/seeufer-ascona.jpg is credited in more than one way');
    expect(problem).toContain('"Verbano Capital", All rights reserved in content/news/ascona.en.md (image.credit)');
    expect(problem).toContain('"Anna Keller", CC BY 4.0 in content/news/shore.en.md (image.credit)');
  });

  it('refuses an entry crediting a picture otherwise than credits.yml, naming both', () => {
    const [problem] = creditProblems(project({ ascona: newsItem('ascona', 'seeufer-ascona.jpg', firm), lake: newsItem('lake', 'lake.jpg', firm) }));
    expect(problem).toMatch(/src\/assets\/media\/lake\.jpg is credited in more than one way: "Risto Saukonpää", LGPL-3\.0 in src\/assets\/credits\.yml; "Verbano Capital", All rights reserved in content\/news\/lake\.en\.md \(image\.credit\)/);
  });

  it('lists an entry\u2019s credit on the credits page as a photograph, with its licence\u2019s address', () => {
    const root = project({ ascona: newsItem('ascona', 'seeufer-ascona.jpg', { author: 'Anna Keller', licence: 'CC BY 4.0' }) });
    const listed = siteCredits(readCredits(root), root);
    expect(listed.map((c) => c.file)).toEqual(['lake.jpg', 'seeufer-ascona.jpg']);
    const { photographs } = creditGroups(listed);
    expect(photographs.map((p) => p.photo).find((c) => c.file === 'seeufer-ascona.jpg')).toEqual({
      file: 'seeufer-ascona.jpg',
      kind: 'photo',
      title: 'The shore at ascona',
      author: 'Anna Keller',
      licence: 'CC BY 4.0',
      licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
    });
  });

  it('fails the credits page on credits that disagree', () => {
    const root = project({ ascona: newsItem('ascona', 'seeufer-ascona.jpg', firm), shore: newsItem('shore', 'seeufer-ascona.jpg', { ...firm, author: 'Anna Keller' }) });
    expect(() => siteCredits(readCredits(root), root)).toThrow(/seeufer-ascona\.jpg is credited in more than one way: .*ascona\.en\.md.*shore\.en\.md/);
  });
});
