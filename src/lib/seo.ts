/** Structured data (schema.org) shared by several pages. */
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

export const postalAddress = (a: Address) => ({
  '@type': 'PostalAddress',
  streetAddress: a.street,
  postalCode: a.postalCode,
  addressLocality: a.city,
  addressCountry: a.country,
});

export function organization(firm: Firm, site: URL, logo: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': new URL('/#organization', site).href,
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
