import { describe, expect, it } from 'vitest';
import { canonicalPath } from '@/lib/routes';
import { documentTitle, organizationId, pageMeta, person } from '@/lib/seo';

describe('canonicalPath', () => {
  it('points /team at /people in every language', () => {
    expect(canonicalPath('/team')).toBe('/people');
    expect(canonicalPath('/de/team')).toBe('/de/people');
  });

  it('leaves other paths alone', () => {
    expect(canonicalPath('/people')).toBe('/people');
    expect(canonicalPath('/fr/contact')).toBe('/fr/contact');
    expect(canonicalPath('/')).toBe('/');
  });
});

describe('person', () => {
  it('describes a leader working for the firm', () => {
    const site = new URL('https://www.example.ch');
    const data = person(
      { name: 'Anna Rossi', title: 'Partner', bio: 'Bio.', expertise: ['Hotels'], education: ['MSc ETH Zurich'] },
      new URL('/people/anna-rossi', site),
      new URL('/_astro/anna.svg', site),
      site,
    );
    expect(data).toMatchObject({
      '@type': 'Person',
      name: 'Anna Rossi',
      jobTitle: 'Partner',
      url: 'https://www.example.ch/people/anna-rossi',
      image: 'https://www.example.ch/_astro/anna.svg',
      worksFor: { '@id': organizationId(site) },
      knowsAbout: ['Hotels'],
      hasCredential: [{ '@type': 'EducationalOccupationalCredential', name: 'MSc ETH Zurich' }],
    });
  });

  it('names no image for a leader without a portrait (a monogram on the page)', () => {
    const site = new URL('https://www.example.ch');
    const data = person({ name: 'Anna Rossi', title: 'Partner', bio: 'Bio.', expertise: [], education: [] }, new URL('/people/anna-rossi', site), undefined, site);
    expect(data).not.toHaveProperty('image');
  });
});

describe('pageMeta', () => {
  const heroImage = { src: { src: '/a.jpg', width: 10, height: 10, format: 'jpg' as const }, alt: 'A lake' };

  it('prefers the search title and description', () => {
    expect(pageMeta({ title: 'T', intro: 'I', heroImage, seoTitle: 'S', seoDescription: 'D' })).toEqual({ title: 'S', description: 'D', image: heroImage });
  });

  it('falls back to the title and the introduction', () => {
    expect(pageMeta({ title: 'T', intro: 'I', heroImage })).toEqual({ title: 'T', description: 'I', image: heroImage });
  });
});

describe('documentTitle', () => {
  it('names the firm once: after the page’s title, or not again where the title names it', () => {
    expect(documentTitle('Our people', 'Verbano Capital')).toBe('Our people · Verbano Capital');
    expect(documentTitle('Verbano Capital', 'Verbano Capital')).toBe('Verbano Capital');
    expect(documentTitle('Verbano Capital – Luxury hospitality investment on Lake Maggiore', 'Verbano Capital')).toBe('Verbano Capital – Luxury hospitality investment on Lake Maggiore');
  });
});
