import { describe, expect, it } from 'vitest';
import { placeName, postalAddressOf } from '@/lib/portfolio/places';
import { breadcrumbs, projectPlace, propertyPlace } from '@/lib/portfolio/structured-data';

describe('placeName', () => {
  it('keeps the part of the location before the first comma', () => {
    expect(placeName('Orselina, Ticino')).toBe('Orselina');
    expect(placeName('Monte Brè sopra Locarno, Ticino')).toBe('Monte Brè sopra Locarno');
    expect(placeName('Brissago, Ticino, Switzerland')).toBe('Brissago');
  });

  it('returns a location without a comma whole', () => {
    expect(placeName(' Cardada ')).toBe('Cardada');
  });
});

describe('postalAddressOf', () => {
  it('reads place, region and country', () => {
    expect(postalAddressOf('Cannobio, Piedmont, Italy')).toEqual({ '@type': 'PostalAddress', addressLocality: 'Cannobio', addressRegion: 'Piedmont', addressCountry: 'Italy' });
    expect(postalAddressOf('Muralto, Ticino')).toEqual({ '@type': 'PostalAddress', addressLocality: 'Muralto', addressRegion: 'Ticino' });
  });
});

const property = {
  name: 'Al Lago',
  location: 'Brissago, Ticino',
  category: 'Mixed-Use Development',
  description: 'A lakeside site.',
  parcelNumber: '1187',
  landArea: 11785,
  currency: 'CHF',
  marketValue: 50,
  developmentCost: 60,
  postDevelopmentValue: 152,
  investorsOnly: false,
};

describe('structured data', () => {
  it('describes a property as a Place with its area and values', () => {
    const data = propertyPlace(property, 'https://x.test/property/al-lago', ['https://x.test/a.jpg']);
    expect(data['@type']).toBe('Place');
    expect(data.image).toEqual(['https://x.test/a.jpg']);
    expect(data.address.addressLocality).toBe('Brissago');
    expect(data.additionalProperty).toContainEqual({ '@type': 'PropertyValue', name: 'Land area', value: 11785, unitCode: 'MTK', unitText: 'm²' });
    expect(data.additionalProperty).toContainEqual(expect.objectContaining({ name: 'Post-development value', value: 152, unitCode: 'CHF' }));
    expect(data.additionalProperty.some((f) => f.name === 'Built area')).toBe(false);
  });

  it('leaves the figures and text of investor-only entries out', () => {
    const data = propertyPlace({ ...property, investorsOnly: true }, 'u', ['i']);
    expect(JSON.stringify(data)).not.toMatch(/152|11785|lakeside site/);
    const project = projectPlace(
      { name: 'P', location: 'Cannobio, Piedmont, Italy', type: 'Resort', status: 'Development', description: 'Secret 73 rooms', specifications: [{ label: 'Rooms', value: '73' }], investorsOnly: true },
      'u',
      [],
    );
    expect(JSON.stringify(project)).not.toMatch(/73|Secret/);
  });

  it('names no image for a place without a photograph', () => {
    expect(propertyPlace(property, 'u', [])).not.toHaveProperty('image');
  });

  it('numbers the breadcrumb trail from one', () => {
    expect(breadcrumbs([{ name: 'Portfolio', url: 'a' }, { name: 'Al Lago', url: 'b' }]).itemListElement.map((i) => i.position)).toEqual([1, 2]);
  });
});
