/** Locations are written "Place, Region[, Country]" (see the CMS hints). */

/** "Orselina, Ticino" → "Orselina": the "Prime Location" highlight names the place only. */
export function placeName(location: string): string {
  return location.split(',')[0]?.trim() || location.trim();
}

/** The parts of a location as a schema.org PostalAddress. */
export function postalAddressOf(location: string) {
  const [locality, region, country] = location.split(',').map((part) => part.trim()).filter(Boolean);
  return {
    '@type': 'PostalAddress',
    addressLocality: locality,
    ...(region ? { addressRegion: region } : {}),
    ...(country ? { addressCountry: country } : {}),
  };
}
