/**
 * The filters of the portfolio (/portfolio): every property and project by its sector, the
 * municipalities it lies in (as the municipality pages count them) and, for a project, its
 * status. A property has no status, so choosing one leaves the projects. Each asset's values go
 * on its card and on its mark on the map as `data-filter-<param>` attributes, which the filter
 * island reads; the values are the same in every language, so a filtered address stays valid
 * when the visitor changes language.
 */
import type { CollectionEntry } from 'astro:content';
import { choice, type Locale, type Translate } from '@/i18n';
import { ordered } from '@/lib/content/memo';
import { ALL, filterValue, type FilterGroup } from '@/lib/filters';
import { routes } from '@/lib/routes';
import { belongsTo, propertiesIn } from './municipalities';

type Property = CollectionEntry<'properties'>['data'];
type Project = CollectionEntry<'projects'>['data'];
type Municipality = CollectionEntry<'municipalities'>['data'];

/** The sectors, in the words the projects' categories use. */
const SECTORS = ['Hospitality', 'Mixed-Use', 'Members Club'] as const;
type Sector = (typeof SECTORS)[number];

/** The sector of each property category; a new category fails the type check until it has one. */
const PROPERTY_SECTOR: Record<Property['category'], Sector> = {
  'Boutique Hotel': 'Hospitality',
  'Four-Star Resort': 'Hospitality',
  'Five-Star Boutique Hotel': 'Hospitality',
  'Three-Star Garni Hotel': 'Hospitality',
  'Alpine Eco-Lodging': 'Hospitality',
  'Mixed-Use Development': 'Mixed-Use',
  'Residential & Hospitality': 'Mixed-Use',
  'Alpine Village': 'Mixed-Use',
  'Private Members Club': 'Members Club',
};

/** The sectors in their order, any other category after them. */
const rank = (value: string) => {
  const i = SECTORS.findIndex((s) => filterValue(s) === value);
  return i === -1 ? SECTORS.length : i;
};

interface Assets {
  properties: readonly Property[];
  projects: readonly Project[];
  /** The projects' categories in English, by slug: a project's category is translated text. */
  englishCategory: ReadonlyMap<string, string>;
  municipalities: readonly Municipality[];
  t: Translate;
}

/** A value and the label the filter shows for it. */
type Labelled = { value: string; label: string };

function portfolioFilters({ properties, projects, englishCategory, municipalities, t }: Assets) {
  const sectorOf = (category: string, label: string): Labelled => {
    const sector = SECTORS.find((s) => filterValue(s) === filterValue(category));
    return sector ? { value: filterValue(sector), label: choice(t, 'assetSector', sector) } : { value: filterValue(category), label };
  };
  const assets = [
    ...properties.map((p) => ({
      href: routes.property(p.slug),
      category: sectorOf(PROPERTY_SECTOR[p.category], ''),
      municipalities: municipalities.filter((m) => propertiesIn(m, [p]).length > 0),
      status: undefined,
    })),
    ...projects.map((p) => ({
      href: routes.project(p.slug),
      category: sectorOf(englishCategory.get(p.slug) ?? p.category, p.category),
      municipalities: municipalities.filter((m) => belongsTo(m, p)),
      status: { value: filterValue(p.status), label: choice(t, 'projectStatus', p.status) },
    })),
  ];
  const options = (values: Labelled[]) => [{ value: ALL, label: t('common.all') }, ...new Map(values.map((v) => [v.value, v])).values()];
  const groups: FilterGroup[] = [
    {
      param: 'category',
      label: t('portfolio.filterCategory'),
      options: options(assets.map((a) => a.category).sort((a, b) => rank(a.value) - rank(b.value))),
    },
    {
      param: 'municipality',
      label: t('portfolio.filterMunicipality'),
      options: options(municipalities.filter((m) => assets.some((a) => a.municipalities.includes(m))).map((m) => ({ value: m.slug, label: m.name }))),
    },
    { param: 'status', label: t('portfolio.filterStatus'), options: options(assets.flatMap((a) => (a.status ? [a.status] : []))) },
  ];
  const attributes = new Map(
    assets.map((a) => [
      a.href,
      {
        'data-filter-category': a.category.value,
        'data-filter-municipality': a.municipalities.map((m) => m.slug).join(' '),
        ...(a.status && { 'data-filter-status': a.status.value }),
      },
    ]),
  );
  return { groups, attributes };
}

/** The filters of the portfolio in the page's language, from the content, once per build and language. */
export async function portfolioSelection({ lang, t }: { lang: Locale; t: Translate }) {
  const [properties, projects, english, municipalities] = await Promise.all([ordered('properties', lang), ordered('projects', lang), ordered('projects', 'en'), ordered('municipalities', lang)]);
  return portfolioFilters({
    properties: properties.map((p) => p.data),
    projects: projects.map((p) => p.data),
    englishCategory: new Map(english.map((p) => [p.data.slug, p.data.category])),
    municipalities: municipalities.map((m) => m.data),
    t,
  });
}
