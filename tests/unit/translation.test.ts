/** Translated or shared, declared once: the merge of a translation over its original, the CMS's flags, the marks of English fallbacks. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { translatedLanguages, translationStatus } from '@/lib/content/translations';
import { downloadIn } from '@/lib/news/downloads';
import { readPdf } from '@/lib/news/pdf';
import { toDecapConfig } from '../../admin/config';
import { cmsLocale } from '../../admin/language';
import { altOf, englishAmong, labelWith } from '@/islands/Text';
import { collections } from '@/model/collections';
import { properties } from '@/model/collections/properties';
import { image, list, number, object, select, string, text, type Field } from '@/model/fields';
import { isOriginalFile, localeFile, splitLocaleFile } from '@/model/files';
import { mergeTranslation, translationOf } from '@/model/translation';
import { italianOnlyContent } from '../support/content';

describe('what is translated and what is shared', () => {
  it('translates text and shares everything else by default', () => {
    expect(translationOf(string({ name: 'title', label: 'Title' }))).toBe('translated');
    expect(translationOf(text({ name: 'intro', label: 'Intro' }))).toBe('translated');
    expect(translationOf(number({ name: 'order', label: 'Position' }))).toBe('shared');
    expect(translationOf(select({ name: 'tone', label: 'Tone', options: [{ value: 'a', label: 'A' }] }))).toBe('shared');
    expect(translationOf(string({ name: 'slug', label: 'Address', pattern: { regex: '^[a-z]+$', message: 'x' } }))).toBe('shared');
  });

  it('lets a field say it is an exception', () => {
    expect(translationOf(string({ name: 'name', label: 'Name', translate: false }))).toBe('shared');
  });

  it('reads lists and objects off their fields: a picture shares its file and translates its description', () => {
    expect(translationOf(image({ name: 'photo', label: 'Photo' }))).toBe('mixed');
    expect(translationOf(list({ name: 'features', label: 'Features', of: string({ name: 'f', label: 'F' }) }))).toBe('translated');
    expect(translationOf(list({ name: 'links', label: 'Links', of: [string({ name: 'label', label: 'Text' }), string({ name: 'href', label: 'Address', translate: false })] }))).toBe('mixed');
    expect(translationOf(object({ name: 'size', label: 'Size', fields: [number({ name: 'w', label: 'W' })] }))).toBe('shared');
  });

  it('declares every field of the properties as the issue of the model expects', () => {
    const kinds = Object.fromEntries(properties.fields.map((f) => [f.name, translationOf(f)]));
    expect(kinds).toMatchObject({ name: 'translated', slug: 'shared', parcelNumber: 'shared', description: 'translated', features: 'translated', marketValue: 'shared', currency: 'shared', image: 'mixed', locationAdvantages: 'translated', seoTitle: 'translated' });
  });
});

describe('a translation laid over its original', () => {
  const fields: readonly Field[] = [
    string({ name: 'title', label: 'Title' }),
    number({ name: 'order', label: 'Position' }),
    image({ name: 'photo', label: 'Photo' }),
    list({ name: 'features', label: 'Features', of: string({ name: 'feature', label: 'Feature' }) }),
    list({ name: 'links', label: 'Links', of: [string({ name: 'label', label: 'Text' }), string({ name: 'href', label: 'Address', translate: false })] }),
    list({
      name: 'sections',
      label: 'Sections',
      types: [
        { name: 'text', label: 'Text', fields: [string({ name: 'heading', label: 'Heading' })] },
        { name: 'figure', label: 'Figure', fields: [string({ name: 'caption', label: 'Caption' })] },
      ],
    }),
  ];
  const original = {
    title: 'Lakeside hotel',
    order: 2,
    photo: { src: 'lake.jpg', alt: 'Boats on the shore' },
    features: ['Private beach', 'Spa'],
    links: [
      { label: 'Contact', href: '/contact' },
      { label: 'Portfolio', href: '/portfolio' },
    ],
    sections: [
      { type: 'text', heading: 'Our approach' },
      { type: 'figure', caption: 'The bay' },
    ],
  };

  it('takes every translated text from the translation and every shared value from the original', () => {
    const translation = {
      title: 'Albergo sul lago',
      photo: { src: 'other.jpg', alt: 'Barche sulla riva' },
      features: ['Spiaggia privata'],
      links: [
        { label: 'Contatto', href: '/somewhere-else' },
        { label: 'Portafoglio', href: '/portfolio' },
      ],
      sections: [
        { type: 'text', heading: 'Il nostro approccio' },
        { type: 'figure', caption: 'La baia' },
      ],
    };
    const { data, missing } = mergeTranslation(fields, original, translation);
    expect(data).toEqual({
      title: 'Albergo sul lago',
      order: 2,
      // A copy of a shared value in a translation is never read.
      photo: { src: 'lake.jpg', alt: 'Barche sulla riva' },
      features: ['Spiaggia privata'],
      links: [
        { label: 'Contatto', href: '/contact' },
        { label: 'Portafoglio', href: '/portfolio' },
      ],
      sections: [
        { type: 'text', heading: 'Il nostro approccio' },
        { type: 'figure', caption: 'La baia' },
      ],
    });
    expect(missing).toEqual([]);
  });

  it('falls back to the original, listed as standing in, for each text the translation leaves out or empty', () => {
    const { data, missing, translated, fallbacks } = mergeTranslation(fields, original, { title: '  ', links: [{ label: 'Contatto' }], sections: [{ type: 'figure', caption: 'Wrong type' }] });
    expect(data['title']).toBe('Lakeside hotel');
    expect(data['photo']).toEqual({ src: 'lake.jpg', alt: 'Boats on the shore' });
    expect(data['features']).toEqual(['Private beach', 'Spa']);
    expect(data['links']).toEqual([
      { label: 'Contatto', href: '/contact' },
      { label: 'Portfolio', href: '/portfolio' },
    ]);
    // An item of another type than the original's at its place is not its translation.
    expect(data['sections']).toEqual([
      { type: 'text', heading: 'Our approach' },
      { type: 'figure', caption: 'The bay' },
    ]);
    expect(missing).toEqual(['title', 'photo.alt', 'features', 'links.1.label', 'sections.0.heading', 'sections.1.caption']);
    expect(translated).toEqual(['links.0.label']);
    expect(fallbacks).toEqual(['Lakeside hotel', 'Boats on the shore', 'Private beach', 'Spa', 'Portfolio', 'Our approach', 'The bay']);
  });

  it('without a translation, every text stands in and nothing else changes', () => {
    const { data, fallbacks } = mergeTranslation(fields, original, undefined);
    expect(data).toEqual(original);
    expect(fallbacks).toContain('Boats on the shore');
    expect(fallbacks).not.toContain('lake.jpg');
  });

  it('keeps each picture of a list and takes its description from the translation', () => {
    const gallery = [image({ name: 'gallery', label: 'Gallery' })][0]!;
    const photos = list({ name: 'gallery', label: 'Gallery', of: gallery });
    const { data, missing } = mergeTranslation([photos], { gallery: [{ src: 'a.jpg', alt: 'Bay' }, { src: 'b.jpg', alt: 'Pier' }] }, { gallery: [{ src: 'x.jpg', alt: 'Baia' }] });
    expect(data['gallery']).toEqual([
      { src: 'a.jpg', alt: 'Baia' },
      { src: 'b.jpg', alt: 'Pier' },
    ]);
    expect(missing).toEqual(['gallery.1.alt']);
  });

  it('follows the original where a list has grown since it was translated', () => {
    const { data, missing } = mergeTranslation(fields, { ...original, features: ['Private beach', 'Spa', 'Marina'] }, { features: ['Spiaggia privata', 'Spa'] });
    expect(data['features']).toEqual(['Spiaggia privata', 'Spa']);
    expect(missing).toEqual(expect.not.arrayContaining(['features']));
  });
});

describe('the CMS edits each language where the model translates', () => {
  const config = toDecapConfig(collections, { backend: { name: 'test-repo' } as never });

  it('stores each language of an entry in its own file beside the English original, and a page’s languages in its one file', () => {
    expect(config.i18n).toEqual({ structure: 'multiple_files', locales: ['en', 'de', 'it', 'fr'], default_locale: 'en' });
    for (const c of config.collections) {
      if (c.files) expect(c.i18n, c.name).toEqual({ structure: 'single_file', locales: ['en', 'de', 'it', 'fr'], default_locale: 'en' });
      else expect(c.i18n, c.name).toBe(true);
      for (const f of c.files ?? []) expect(f.i18n, f.name).toBe(true);
    }
  });

  it('flags every field of every collection as its translation says', () => {
    for (const c of collections) {
      const cms = config.collections.find((x) => x.name === c.name)!;
      const groups = c.type === 'folder' ? [{ model: c.fields, cms: cms.fields ?? [] }] : c.files.map((f) => ({ model: f.fields, cms: cms.files?.find((x) => x.name === f.name)?.fields ?? [] }));
      for (const group of groups) {
        for (const field of group.model) {
          const flag = group.cms.find((x) => x.name === field.name)?.i18n;
          expect(flag, `${c.name}.${field.name}`).toBe(translationOf(field) !== 'shared');
        }
      }
    }
  });

  it('hides a picture file and its credit when translating and offers its description', () => {
    const cms = config.collections.find((c) => c.name === 'properties')!;
    const photo = cms.fields?.find((f) => f.name === 'image') as { fields: { name: string; i18n: boolean }[] };
    expect(photo.fields.map((f) => [f.name, f.i18n])).toEqual([
      ['src', false],
      ['alt', true],
      ['credit', false],
    ]);
  });

  it('speaks the editor’s language where the site has it, else English', () => {
    expect(cmsLocale(['it-CH', 'en'])).toBe('it');
    expect(cmsLocale(['de-DE'])).toBe('de');
    expect(cmsLocale(['es-ES', 'fr'])).toBe('fr');
    expect(cmsLocale(['ja'])).toBe('en');
  });
});

describe('content files named by language', () => {
  it('reads and writes the language in the file name', () => {
    expect(localeFile('content/pages/home.yml', 'it')).toBe('content/pages/home.it.yml');
    expect(localeFile('content/news/x.md')).toBe('content/news/x.en.md');
    expect(splitLocaleFile('al-lago.fr.yml')).toEqual({ base: 'al-lago', locale: 'fr', extension: 'yml' });
    expect(isOriginalFile('al-lago.en.yml')).toBe(true);
    expect(isOriginalFile('al-lago.it.yml')).toBe(false);
  });
});

describe('English fallbacks marked where they are rendered', () => {
  const fallbackLang = (text: string) => (['About', 'Boats'].includes(text) ? ('en' as const) : undefined);

  it('finds the stand-ins among an island’s props, at any depth, each once', () => {
    expect(englishAmong({ title: 'About', slides: [{ alt: 'Boats' }, { alt: 'Barche' }], more: ['About'], n: 3 }, fallbackLang)).toEqual(['About', 'Boats']);
    expect(englishAmong({ title: 'Chi siamo' }, fallbackLang)).toEqual([]);
  });

  it('gives an English picture description its language, and leaves an English title out of a label in the page’s language', () => {
    expect(altOf('Boats', new Set(['Boats']))).toEqual({ alt: 'Boats', lang: 'en' });
    expect(altOf('Barche', new Set(['Boats']))).toEqual({ alt: 'Barche' });
    expect(labelWith((title) => `Folie 1 anzeigen: ${title}`, 'Al Lago', true)).toBe('Folie 1 anzeigen');
    expect(labelWith((title) => `Folie 1 anzeigen: ${title}`, 'Al Lago', false)).toBe('Folie 1 anzeigen: Al Lago');
  });
});

describe('how far the content is translated, read from the files', () => {
  // A copy of the content translated into Italian only, with one property half translated.
  const root = italianOnlyContent('translation-status-');

  it('counts, per entry and language, the texts translated and those still in English', () => {
    const status = translationStatus(root).filter((s) => s.entry.collection === 'properties' && s.entry.id === 'al-lago');
    const italian = status.find((s) => s.locale === 'it')!;
    expect(italian).toMatchObject({ file: 'content/properties/al-lago.it.yml', exists: true, translated: ['name', 'summary'] });
    expect(italian.missing).toEqual(expect.arrayContaining(['location', 'description', 'features', 'locationAdvantages.accessibility']));
    const german = status.find((s) => s.locale === 'de')!;
    expect(german).toMatchObject({ exists: false, translated: [] });
  });

  it('reads the translations of a page from its own file', () => {
    const home = translationStatus(root).find((s) => s.entry.id === 'home' && s.locale === 'de')!;
    expect(home.file).toBe('content/pages/home.yml');
    expect(home.exists).toBe(false);
  });

  it('reads an entry’s page in the languages it has texts in, and the site in those its settings have', () => {
    const { pages, site } = translatedLanguages(root);
    expect(pages.get('/property/al-lago')).toEqual(['en', 'it']);
    expect(pages.get('/property/monte-bre')).toEqual(['en']);
    expect(site).toEqual(['en', 'it']);
  });
});

describe('a PDF attached in place of the built one, in the page’s language', () => {
  const pdf = '/downloads/outlook.pdf';

  it('is the translated file where there is one, else the English one, said to be English', async () => {
    const root = mkdtempSync(join(tmpdir(), 'downloads-'));
    mkdirSync(join(root, 'public/downloads'), { recursive: true });
    const italian = pdf.replace(/\.pdf$/, '.it.pdf');
    for (const [file, pages] of [[pdf, 1], [italian, 2]] as const) {
      const document = await PDFDocument.create();
      for (let n = 0; n < pages; n++) document.addPage();
      writeFileSync(join(root, 'public', file), await document.save());
    }
    expect(downloadIn(pdf, 'it', root)).toEqual({ href: italian, ...readPdf(join(root, 'public', italian)) });
    expect(downloadIn(pdf, 'it', root)?.pages).toBe(2);
    expect(downloadIn(pdf, 'de', root)).toEqual({ href: pdf, lang: 'en', ...readPdf(join(root, 'public', pdf)) });
    expect(downloadIn(pdf, 'en', root)).toEqual({ href: pdf, ...readPdf(join(root, 'public', pdf)) });
    expect(downloadIn(undefined, 'it', root)).toBeUndefined();
    rmSync(join(root, 'public', pdf));
    expect(downloadIn(pdf, 'de', root)).toBeUndefined();
    rmSync(root, { recursive: true, force: true });
  });
});
