import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import { stringify } from 'yaml';
import { collections } from '../../src/content.config';
import { ALL_RIGHTS_RESERVED, creditsSchema, projectPath } from '../../src/lib/credit-schema';
import { creditFor, credits, mediaDir, parseCredits } from '../../src/lib/credits';

const IMAGE = /\.(jpe?g|png|webp|avif|svg)$/i;

/** Every image under src/assets/media/, as a path relative to it. */
function imagesIn(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const rel = prefix ? `${prefix}/${d.name}` : d.name;
    if (d.isDirectory()) return imagesIn(path.join(dir, d.name), rel);
    return d.isFile() && IMAGE.test(d.name) ? [rel] : [];
  });
}

describe('image credits (src/assets/credits.yml)', () => {
  const images = imagesIn(mediaDir);
  const files = new Set(credits.map((c) => c.file));

  it('finds the media folder with its images', () => {
    expect(images.length).toBeGreaterThan(20);
  });

  it('has an entry for every image in src/assets/media/', () => {
    const missing = images.filter((f) => !files.has(f));
    expect(missing, `images without a credit entry in credits.yml: ${missing.join(', ')}`).toEqual([]);
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
