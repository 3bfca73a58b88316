/**
 * The locator map of a property or project: a stretch of the lake about ten kilometres wide
 * around its mark, named beside it, the outline of its municipality where the Swiss data hold
 * it, and the whole lake small in a corner. Its page (components/maps/LocatorMap.astro) and its
 * factsheet (components/pdf/Factsheet.tsx) draw the same map.
 */
import type { Translate } from '@/i18n';
import type { Locale } from '@/i18n/languages';
import { ordered } from '@/lib/content/memo';
import type { ProjectFacts } from '@/lib/portfolio/municipalities';
import { drawMap, type MapDrawing } from './draw';
import { locatorBounds } from './frame';
import { municipalityOutline } from './geodata';
import { areasOf, type PlaceEntry } from './places';

type Located = PlaceEntry & { location: string };

export type LocatorEntry = { property: Located & { municipality: { id: string } } } | { project: Located & ProjectFacts };

export async function locatorMap(of: LocatorEntry, lang: Locale, t: Translate): Promise<{ drawing: MapDrawing; entry: Located }> {
  const municipalities = (await ordered('municipalities', lang)).map((m) => ({ ...m.data, file: m.filePath ?? m.data.slug }));
  const outline = (m: (typeof municipalities)[number]) => municipalityOutline(m.bfs, m.file);
  const entry: Located = 'property' in of ? of.property : of.project;
  const areas = 'property' in of ? areasOf(municipalities, [of.property], [], outline) : areasOf(municipalities, [], [of.project], outline);
  const drawing = drawMap({
    bounds: locatorBounds(entry.longitude, entry.latitude),
    places: [{ name: entry.name, latitude: entry.latitude, longitude: entry.longitude }],
    // The entry's own name stands by its mark; a Swiss municipality is named inside its outline.
    areas: areas.map((area) => (area.outline ? { ...area, places: [] } : area)),
    words: { lake: t('map.lake'), switzerland: t('map.switzerland'), italy: t('map.italy') },
    numbered: false,
    inset: true,
  });
  return { drawing, entry };
}
