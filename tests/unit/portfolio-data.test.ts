import { describe, expect, it } from 'vitest';
import { useTranslations } from '@/i18n';
import { placeName, postalAddressOf } from '@/lib/portfolio/places';
import { breadcrumbs, projectPlace, propertyPlace } from '@/lib/portfolio/structured-data';

describe('placeName', () => {
  it('keeps the part of the location before the first comma', () => {
    expect(placeName('Orselina, Ticino')).toBe('Orselina');
    expect(placeName('Brè sopra Locarno, Ticino')).toBe('Brè sopra Locarno');
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

const en = useTranslations('en');
const de = useTranslations('de');

describe('structured data', () => {
  it('describes a property as a Place with its area and values, as the page writes them', () => {
    const data = propertyPlace(property, 'https://x.test/property/al-lago', ['https://x.test/a.jpg'], en, 'en');
    expect(data['@type']).toBe('Place');
    expect(data.image).toEqual(['https://x.test/a.jpg']);
    expect(data.address.addressLocality).toBe('Brissago');
    expect(data.additionalProperty).toContainEqual({ '@type': 'PropertyValue', name: 'Land Area', value: '11’785\u00A0m²' });
    expect(data.additionalProperty).toContainEqual({ '@type': 'PropertyValue', name: 'Post-development value', value: 'CHF\u00A0152\u00A0million' });
    expect(data.additionalProperty.some((f) => f.name === 'Built Area')).toBe(false);
  });

  it('names and writes the facts in the page’s language', () => {
    const data = propertyPlace(property, 'u', [], de, 'de');
    expect(data.additionalProperty).toContainEqual({ '@type': 'PropertyValue', name: 'Kategorie', value: de('propertyCategory.Mixed-Use Development') });
    expect(data.additionalProperty).toContainEqual({ '@type': 'PropertyValue', name: 'Entwicklungskosten', value: 'CHF\u00A060\u00A0Mio.' });
    expect(data.additionalProperty).toContainEqual({ '@type': 'PropertyValue', name: 'Parzelle', value: '1187' });
    const project = projectPlace({ name: 'P', location: 'Brissago, Ticino', type: 'Hotel', status: 'Development', description: 'd', investorsOnly: false }, 'u', [], de);
    expect(project.additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Typ', value: 'Hotel' },
      { '@type': 'PropertyValue', name: 'Status', value: de('projectStatus.Development') },
    ]);
  });

  it('leaves the figures and text of investor-only entries out', () => {
    const data = propertyPlace({ ...property, investorsOnly: true }, 'u', ['i'], en, 'en');
    expect(JSON.stringify(data)).not.toMatch(/152|11785|lakeside site/);
    const project = projectPlace(
      { name: 'P', location: 'Cannobio, Piedmont, Italy', type: 'Resort', status: 'Development', description: 'Secret 73 rooms', specifications: [{ label: 'Rooms', value: '73' }], investorsOnly: true },
      'u',
      [],
      en,
    );
    expect(JSON.stringify(project)).not.toMatch(/73|Secret/);
  });

  it('names no image for a place without a photograph', () => {
    expect(propertyPlace(property, 'u', [], en, 'en')).not.toHaveProperty('image');
  });

  it('numbers the breadcrumb trail from one', () => {
    expect(breadcrumbs([{ name: 'Portfolio', url: 'a' }, { name: 'Al Lago', url: 'b' }]).itemListElement.map((i) => i.position)).toEqual([1, 2]);
  });
});
