/**
 * schema.org data for property and project pages: each is a Place (an estate, a hotel site)
 * with its address and measurable facts, inside a breadcrumb trail. Figures of entries shown
 * to investors only are left out, as on the page. The facts are named and written as the page
 * names and writes them, in its language ("Marktwert", "CHF 88,1 Mio.").
 */
import { choice, type Translate } from '@/i18n';
import { formatAmount, formatArea } from '@/lib/format';
import { postalAddressOf } from './places';

interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbs(trail: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: crumb.url })),
  };
}

// Soft hyphens break long German labels on the page; a machine reads the word whole.
const fact = (name: string, value: string) => ({ '@type': 'PropertyValue', name: name.replace(/\u00AD/g, ''), value });

/**
 * The Place of a property or project page; an investor-only entry keeps its description to
 * itself, and a place's photographs are named when it has any.
 */
function place(p: { name: string; location: string; description: string; investorsOnly: boolean }, url: string, images: string[], facts: ReturnType<typeof fact>[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Place',
    '@id': `${url}#place`,
    name: p.name,
    url,
    ...(images.length > 0 ? { image: images } : {}),
    ...(p.investorsOnly ? {} : { description: p.description }),
    address: postalAddressOf(p.location),
    additionalProperty: facts,
  };
}

export interface PropertyFacts {
  name: string;
  location: string;
  category: string;
  description: string;
  parcelNumber?: string | undefined;
  landArea: number;
  builtArea?: number | undefined;
  currency: string;
  marketValue: number;
  developmentCost: number;
  postDevelopmentValue: number;
  investorsOnly: boolean;
}

export function propertyPlace(p: PropertyFacts, url: string, images: string[], t: Translate, locale: string) {
  const category = fact(t('property.category'), choice(t, 'propertyCategory', p.category));
  const amount = (value: number) => formatAmount(value, p.currency, { style: 'long', locale });
  const facts = p.investorsOnly
    ? [category]
    : [
        category,
        fact(t('property.landArea'), formatArea(p.landArea, locale)),
        ...(p.builtArea ? [fact(t('property.builtArea'), formatArea(p.builtArea, locale))] : []),
        ...(p.parcelNumber ? [fact(t('facts.parcel'), p.parcelNumber)] : []),
        fact(t('property.marketValue'), amount(p.marketValue)),
        fact(t('property.developmentCost'), amount(p.developmentCost)),
        fact(t('facts.postDevelopmentValue'), amount(p.postDevelopmentValue)),
      ];
  return place(p, url, images, facts);
}

export interface ProjectFacts {
  name: string;
  location: string;
  type: string;
  status: string;
  description: string;
  specifications?: { label: string; value: string }[] | undefined;
  investorsOnly: boolean;
}

export function projectPlace(p: ProjectFacts, url: string, images: string[], t: Translate) {
  const specifications = p.investorsOnly ? [] : (p.specifications ?? []).map((s) => fact(s.label, s.value));
  const facts = [fact(t('facts.type'), p.type), fact(t('facts.status'), choice(t, 'projectStatus', p.status)), ...specifications];
  return place(p, url, images, facts);
}
