/**
 * The factsheet of each property and project in each language, made by the build from the entry
 * (components/pdf/Factsheet.tsx) at routes.factsheet: /downloads/factsheets/<slug>.<language>.pdf.
 * An asset for investors only has none, as its page shows its figures to investors alone.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { createElement } from 'react';
import { Factsheet, type FactsheetOf } from '@/components/pdf/Factsheet';
import { useTranslations } from '@/i18n';
import { LOCALES, type Locale } from '@/i18n/languages';
import { single } from '@/lib/content/memo';
import { localize } from '@/lib/content/localize';
import { formatDate } from '@/lib/format';
import { portfolioOf } from '@/lib/maps/portfolio';
import { entryMap } from '@/lib/maps/site-maps';
import { builtDownload, pdfAt } from '@/lib/pdf/render';
import { routes } from '@/model/routes';

/** The day of the build, printed on every factsheet as the date its figures are from. */
const BUILT = new Date();

type Asset = { property: CollectionEntry<'properties'>['data'] } | { project: CollectionEntry<'projects'>['data'] };

const slugOf = (of: Asset) => ('property' in of ? of.property.slug : of.project.slug);
const publicAsset = (of: Asset) => !('property' in of ? of.property.investorsOnly : of.project.investorsOnly);

async function factsheetDocument(of: Asset, lang: Locale, siteUrl: URL) {
  const t = useTranslations(lang);
  // The locator map its page shows (components/maps/LocatorMap.astro), drawn the same way.
  const drawing = entryMap(await portfolioOf(lang), of, { lake: t('map.lake'), switzerland: t('map.switzerland'), italy: t('map.italy') });
  return createElement(Factsheet, {
    of: of as FactsheetOf,
    lang,
    t,
    map: drawing,
    date: formatDate(BUILT, lang),
    site: await single('site', lang),
    website: siteUrl.host,
  });
}

/** The factsheet's bytes. */
export const factsheetPdf = (of: Asset, lang: Locale, siteUrl: URL) => pdfAt(routes.factsheet(slugOf(of), lang), () => factsheetDocument(of, lang, siteUrl));

/** The download of an asset's factsheet in a language, with its pages and size; none for an asset for investors only. */
export const factsheetDownload = (of: Asset, lang: Locale, siteUrl: URL) =>
  publicAsset(of) ? builtDownload(routes.factsheet(slugOf(of), lang), () => factsheetDocument(of, lang, siteUrl)) : Promise.resolve(undefined);

/** Every factsheet: one per public property and project and language, named `<slug>.<language>`. */
export async function factsheetPaths() {
  const [properties, projects] = await Promise.all([getCollection('properties'), getCollection('projects')]);
  const taken = new Map(properties.map((p) => [p.id, p.filePath]));
  for (const project of projects) {
    const property = taken.get(project.id);
    if (property) throw new Error(`${project.filePath}, slug: "${project.id}" is also the slug of the property ${property}; their factsheets would share /downloads/factsheets/${project.id}.<language>.pdf. Give one of them another web address.`);
  }
  const paths = await Promise.all(
    LOCALES.flatMap(({ code }) => [
      ...properties.map(async (entry) => ({ property: (await localize(entry, code)).data }) as Asset),
      ...projects.map(async (entry) => ({ project: (await localize(entry, code)).data }) as Asset),
    ].map(async (asset) => ({ asset: await asset, lang: code }))),
  );
  return paths.filter(({ asset }) => publicAsset(asset)).map(({ asset, lang }) => ({ params: { file: `${slugOf(asset)}.${lang}` }, props: { asset, lang } }));
}
