/**
 * The factsheet drawn from an entry (components/pdf/Factsheet.tsx), read back from its PDF: its
 * figures are the entry's in the language's format, a changed figure changes it, and its text is
 * set in the site's typefaces. tests/dist/factsheets.test.ts checks the files the build makes.
 */
import { renderToBuffer } from '@react-pdf/renderer';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Factsheet, type FactsheetOf } from '@/components/pdf/Factsheet';
import { useTranslations, type Locale } from '@/i18n';
import { readFields } from '@/lib/content/disk';
import { formatAmount, formatArea } from '@/lib/format';
import { drawMap } from '@/lib/maps/draw';
import { locatorBounds } from '@/lib/maps/frame';
import { registerFonts } from '@/lib/pdf/fonts';
import { readPdf, spaced } from '../dist/support/pdf';

type Fields = Record<string, unknown>;
const read = (file: string) => readFields('.', file)!.data as Fields;

/** An entry in a language: its translation's texts over the English file, as the build merges them. */
function entry(collection: 'properties' | 'projects', slug: string, lang: Locale): Fields {
  const english = read(`content/${collection}/${slug}.en.yml`);
  const translated = lang === 'en' ? {} : read(`content/${collection}/${slug}.${lang}.yml`);
  return { ...english, ...translated, ...(collection === 'properties' ? { municipality: { id: english['municipality'] } } : {}) };
}

async function factsheetText(of: FactsheetOf, lang: Locale) {
  registerFonts();
  const data = 'property' in of ? of.property : of.project;
  const t = useTranslations(lang);
  const settings = read('content/settings/site.yml') as Record<string, Fields>;
  const map = drawMap({
    bounds: locatorBounds(data.longitude, data.latitude),
    places: [{ name: data.name, latitude: data.latitude, longitude: data.longitude }],
    areas: [],
    words: { lake: t('map.lake'), switzerland: t('map.switzerland'), italy: t('map.italy') },
    numbered: false,
    inset: true,
  });
  const site = { ...settings['en'], ...settings[lang] } as unknown as App.Locals['site'];
  const bytes = new Uint8Array(await renderToBuffer(createElement(Factsheet, { of, lang, t, map, date: '1 December 2026', site, website: 'www.verbanocapital.ch' }) as Parameters<typeof renderToBuffer>[0]));
  return readPdf(bytes);
}

const property = (lang: Locale) => entry('properties', 'al-lago', lang) as unknown as Extract<FactsheetOf, { property: unknown }>['property'];

describe('a property factsheet', () => {
  it.each<Locale>(['de', 'fr'])('%s: holds the name and the key figures in the language’s format', async (lang) => {
    const p = property(lang);
    const { text } = await factsheetText({ property: p }, lang);
    expect(text).toContain(p.name);
    expect(text).toContain(spaced(formatAmount(p.marketValue, p.currency, { locale: lang })));
    expect(text).toContain(spaced(formatArea(p.landArea, lang)));
  });

  it('changes with a figure of its entry', async () => {
    const p = property('de');
    const before = (await factsheetText({ property: p }, 'de')).text;
    const after = (await factsheetText({ property: { ...p, marketValue: 57.4 } }, 'de')).text;
    expect(before).not.toContain('CHF 57.4 Mio.');
    expect(after).toContain('CHF 57.4 Mio.');
  });

  it('is set in the site’s typefaces only', async () => {
    const { fonts } = await factsheetText({ property: property('en') }, 'en');
    expect(fonts).toEqual(['CormorantGaramond-MediumItalic', 'CormorantGaramond-SemiBold', 'Inter-Medium', 'Inter-Regular', 'Inter-SemiBold']);
  });
});
