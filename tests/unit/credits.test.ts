import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import { ALL_RIGHTS_RESERVED, creditFor, credits, mediaDir, parseCredits, projectPath } from '../../src/lib/credits';

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

  it('rejects an entry without a licence or kind', () => {
    expect(() => parseCredits('- file: x.jpg\n  kind: photo\n  title: X\n  author: A\n')).toThrow(/licence/);
    expect(() => parseCredits('- file: x.jpg\n  title: X\n  author: A\n  licence: CC BY 4.0\n')).toThrow(/kind/);
  });
});
