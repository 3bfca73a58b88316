/**
 * schema.org data for property and project pages: each is a Place (an estate, a hotel site)
 * with its address and measurable facts, inside a breadcrumb trail. Figures of entries shown
 * to investors only are left out, as on the page.
 */
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

const fact = (name: string, value: string | number, unit?: { code: string; text: string }) => ({
  '@type': 'PropertyValue',
  name,
  value,
  ...(unit ? { unitCode: unit.code, unitText: unit.text } : {}),
});

const SQUARE_METRES = { code: 'MTK', text: 'm²' };
const millions = (currency: string) => ({ code: currency, text: `${currency} million` });

/** The Place of a property or project page; an investor-only entry keeps its description to itself. */
/** A place's photographs, when it has any: a page that opens on its name alone names none. */
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

export function propertyPlace(p: PropertyFacts, url: string, images: string[]) {
  const facts = p.investorsOnly
    ? [fact('Category', p.category)]
    : [
        fact('Category', p.category),
        fact('Land area', p.landArea, SQUARE_METRES),
        ...(p.builtArea ? [fact('Built area', p.builtArea, SQUARE_METRES)] : []),
        ...(p.parcelNumber ? [fact('Parcel number', p.parcelNumber)] : []),
        fact('Market value', p.marketValue, millions(p.currency)),
        fact('Development cost', p.developmentCost, millions(p.currency)),
        fact('Post-development value', p.postDevelopmentValue, millions(p.currency)),
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

export function projectPlace(p: ProjectFacts, url: string, images: string[]) {
  const facts = [fact('Type', p.type), fact('Status', p.status), ...(p.investorsOnly ? [] : (p.specifications ?? []).map((s) => fact(s.label, s.value)))];
  return place(p, url, images, facts);
}
