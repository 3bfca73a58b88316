/** Structured data (schema.org) and head data shared by several pages. */
import type { ImageMetadata } from 'astro';

interface Address {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
}

interface Firm {
  firmName: string;
  legalName: string;
  description: string;
  email: string;
  phone: string;
  headquarters: Address;
}

const postalAddress = (a: Address) => ({
  '@type': 'PostalAddress',
  streetAddress: a.street,
  postalCode: a.postalCode,
  addressLocality: a.city,
  addressCountry: a.country,
});

/**
 * A page's <title>: its own title followed by the firm's name, which it names once only; a title
 * that already names the firm ("Verbano Capital – Luxury hospitality …") stands as it is.
 */
export const documentTitle = (title: string, firmName: string) => (title.includes(firmName) ? title : `${title} · ${firmName}`);

/** The firm's node in every page's graph; other nodes point at it. */
export const organizationId = (site: URL) => new URL('/#organization', site).href;

export function organization(firm: Firm, site: URL, logo: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(site),
    name: firm.firmName,
    legalName: firm.legalName,
    description: firm.description,
    url: site.href,
    logo: new URL(logo, site).href,
    email: firm.email,
    telephone: firm.phone,
    address: postalAddress(firm.headquarters),
  };
}

interface PersonData {
  name: string;
  title: string;
  bio: string;
  expertise: readonly string[];
  education: readonly string[];
}

/** A member of the leadership team, working for the firm of organization(). */
/** A person's structured data; `image` is their portrait, which a person without one (a monogram) leaves out. */
export function person(p: PersonData, page: URL, image: URL | undefined, site: URL) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': `${page.href}#person`,
    name: p.name,
    jobTitle: p.title,
    description: p.bio,
    url: page.href,
    ...(image ? { image: image.href } : {}),
    worksFor: { '@id': organizationId(site) },
    knowsAbout: [...p.expertise],
    hasCredential: p.education.map((name) => ({ '@type': 'EducationalOccupationalCredential', name })),
  };
}

/** The fields a page of the site and a news entry share for search engines: the editor's own title and description where given. */
interface SearchFields {
  title: string;
  seoTitle?: string | undefined;
  seoDescription?: string | undefined;
}

type SharedPicture = { src: ImageMetadata; alt: string } | undefined;

/** What a page gives BaseLayout: the search title, else its title; the search description, else its lead; the picture to share. */
const searchMeta = (data: SearchFields, lead: string, image: SharedPicture) => ({ title: data.seoTitle ?? data.title, description: data.seoDescription ?? lead, image });

/** A content page: its introduction as the lead, its hero to share. */
export const pageMeta = (page: SearchFields & { intro: string; heroImage?: SharedPicture }) => searchMeta(page, page.intro, page.heroImage);

/** A news entry (article, company news, press release, report): its excerpt as the lead, its photo to share. */
export const entryMeta = (entry: SearchFields & { excerpt: string; image?: SharedPicture }) => searchMeta(entry, entry.excerpt, entry.image);
