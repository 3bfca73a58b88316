/**
 * Machine-readable data speaks the page's language: the schema.org facts of every property and
 * project page, on /de, /it and /fr as on the English page, are named as the page names them and
 * written in its number format ("Marktwert", "CHF 88,1 Mio."), not in English.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { choice, LOCALES, useTranslations, type Locale } from '@/i18n';
import { formatAmount, formatArea } from '@/lib/format';
import { routes } from '@/lib/routes';
import { readFolder, type Data } from '../support/content';
import { DIST, readBuilt } from '../support/site';

interface Fact {
  name: string;
  value: string;
}

/** The schema.org Place of a built page. */
function placeOf(locale: Locale, path: string): { additionalProperty: Fact[] } {
  const file = join(DIST, locale === 'en' ? '' : locale, `${path}.html`);
  const blocks = [...readBuilt(file).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '{}') as Data);
  const place = blocks.find((block) => block['@type'] === 'Place');
  if (!place) throw new Error(`${file} has no schema.org Place`);
  return place as { additionalProperty: Fact[] };
}

const label = (text: string) => text.replace(/\u00AD/g, '');
const cases = (entries: Data[]) => LOCALES.flatMap(({ code: locale }) => entries.map((entry) => ({ locale, entry, slug: String(entry['slug']) })));
const properties = readFolder('properties').map((entry) => entry.data);
const projects = readFolder('projects').map((entry) => entry.data);

describe('schema.org facts in the page’s language', () => {
  it.each(cases(properties))('$locale property page $slug', ({ locale, entry: property }) => {
    const t = useTranslations(locale);
    const amount = (value: number) => formatAmount(value, property['currency'], { style: 'long', locale });
    const expected = property['investorsOnly']
      ? [{ name: t('property.category'), value: choice(t, 'propertyCategory', property['category']) }]
      : [
          { name: t('property.category'), value: choice(t, 'propertyCategory', property['category']) },
          { name: t('property.landArea'), value: formatArea(property['landArea'], locale) },
          ...(property['builtArea'] ? [{ name: t('property.builtArea'), value: formatArea(property['builtArea'], locale) }] : []),
          ...(property['parcelNumber'] ? [{ name: t('facts.parcel'), value: String(property['parcelNumber']) }] : []),
          { name: t('property.marketValue'), value: amount(property['marketValue']) },
          { name: t('property.developmentCost'), value: amount(property['developmentCost']) },
          { name: t('facts.postDevelopmentValue'), value: amount(property['postDevelopmentValue']) },
        ];
    const facts = placeOf(locale, routes.property(property['slug'])).additionalProperty.map(({ name, value }) => ({ name, value }));
    expect(facts).toEqual(expected.map((fact) => ({ ...fact, name: label(fact.name) })));
  });

  it.each(cases(projects))('$locale project page $slug', ({ locale, entry: project }) => {
    const t = useTranslations(locale);
    const [type, status] = placeOf(locale, routes.project(project['slug'])).additionalProperty;
    expect(type?.name).toBe(t('facts.type'));
    expect(status).toMatchObject({ name: t('facts.status'), value: choice(t, 'projectStatus', project['status']) });
  });
});
