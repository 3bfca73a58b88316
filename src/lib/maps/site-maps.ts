/**
 * Every map the site draws, from the portfolio: the regional map with its detail around Locarno,
 * an entry's locator map, a municipality's map, and the maps that lead a card without a
 * photograph. Components and the SVG files only write what these return, and the tests lay out
 * every one of them with the same calls.
 */
import type { Feature } from 'geojson';
import { boundsAround, boxAround, frameOf, locatorBounds, pointOf, toTenth, withAspect } from './frame';
import { boundsOf, drawMap, type MapArea, type MapPlace, type MapWords } from './draw';
import { lakes, municipalityOutline } from './geodata';
import { areasOf, placeGroups, toPlace, type MunicipalityEntry, type PlaceEntry } from './places';
import { routes } from '@/lib/routes';
import { inRegion, REGION, type Bounds } from '@/model/region';
import { belongsTo, type ProjectFacts } from '@/lib/portfolio/municipalities';

type Ref = string | { id: string };

/** The portfolio as the maps read it; a municipality knows the file it came from, for a refusal naming it. */
export interface Portfolio {
  municipalities: readonly (MunicipalityEntry & { file: string })[];
  properties: readonly (PlaceEntry & { municipality: Ref; location: string })[];
  projects: readonly (PlaceEntry & ProjectFacts)[];
}

const outlineOf = (m: { bfs: number; file: string }) => municipalityOutline(m.bfs, m.file);
const pointBounds = (p: { latitude: number; longitude: number }): Bounds => ({ west: p.longitude, east: p.longitude, south: p.latitude, north: p.latitude });

/** The north of the lake, from Castelveccana and Cannobio to the hills above Locarno. */
const REGIONAL = { west: 8.615, east: 8.87, south: 45.93, north: 46.215 };
/** Locarno with Muralto, Minusio, Orselina and the hills above: places here are numbered on the detail. */
const CLOSE = { west: 8.74, east: 8.84, south: 46.15, north: 46.215 };
/** Height over width of the regional detail, of a locator map and of a card's map. */
const DETAIL_ASPECT = 3 / 4;
const LOCATOR_ASPECT = 3 / 4;
const CARD_ASPECT = 3 / 4;

/**
 * The regional map: a numbered mark for every property and project, grouped by municipality
 * for the key, and a detail where the places lie too close to number on the overview. The
 * municipalities where the firm holds nothing yet are named on the map and listed apart.
 */
/** `marked` gives a place's mark attributes of its own, by its page's address (the portfolio filter's). */
export function regionalMaps(portfolio: Portfolio, words: MapWords, detailName: string, marked: (href: string) => Record<string, string> | undefined = () => undefined) {
  const groups = placeGroups(
    portfolio.municipalities,
    portfolio.properties.map((p) => ({ ...p, href: routes.property(p.slug) })),
    portfolio.projects.map((p) => ({ ...p, href: routes.project(p.slug) })),
  );
  // Numbers run through the groups, so the places of one municipality follow each other.
  let count = 0;
  const numbered = groups.map((group) => ({
    ...group,
    href: group.municipality && routes.municipality(group.municipality.slug),
    places: group.entries.map((entry): MapPlace => ({ ...toPlace(entry, entry.href), number: ++count, attributes: marked(entry.href) })),
  }));
  const near = (place: MapPlace) => inRegion(place, CLOSE);
  const all = numbered.flatMap((group) => group.places);
  const close = all.filter(near);
  // The detail: the close places with half a kilometre around them, and the shore below them.
  const around = boundsAround(close.map(pointBounds), 0.5, 3);
  const detailBounds = withAspect({ ...around, south: around.south - (around.north - around.south) * 0.3 }, DETAIL_ASPECT);
  const area = (group: (typeof numbered)[number], places: MapPlace[], named: boolean): MapArea => ({
    name: group.name,
    outline: group.municipality && outlineOf(group.municipality),
    places,
    href: group.href,
    named,
    held: group.entries.length > 0,
  });
  const overview = drawMap({
    bounds: REGIONAL,
    places: all.filter((p) => !near(p)),
    // A municipality whose places are all on the detail is named there, not on the overview.
    areas: numbered.map((group) => {
      const far = group.places.filter((p) => !near(p));
      return area(group, far, group.places.length === 0 || far.length > 0);
    }),
    words,
    numbered: true,
    details: close.length > 0 ? [{ bounds: detailBounds, name: detailName, places: close }] : [],
  });
  const detail =
    close.length > 0
      ? drawMap({
          bounds: detailBounds,
          places: close,
          areas: numbered.filter((group) => group.places.some(near)).map((group) => area(group, group.places.filter(near), true)),
          words,
          numbered: true,
          context: false,
        })
      : undefined;
  return {
    overview,
    detail,
    held: numbered.filter((group) => group.places.length > 0),
    /** The municipalities with a page where the firm holds nothing yet. */
    others: numbered.filter((group) => group.places.length === 0 && group.href).map((group) => ({ name: group.name, href: group.href! })),
  };
}

type Located = PlaceEntry & { location: string };

/** A property's or a project's locator map: about ten kilometres around its mark, its municipality named inside its outline. */
export function entryMap(portfolio: Portfolio, entry: { property: Located & { municipality: Ref } } | { project: Located & ProjectFacts }, words: MapWords) {
  const located = 'property' in entry ? entry.property : entry.project;
  const areas = 'property' in entry ? areasOf(portfolio.municipalities, [entry.property], [], outlineOf) : areasOf(portfolio.municipalities, [], [entry.project], outlineOf);
  return drawMap({
    bounds: locatorBounds(located.longitude, located.latitude),
    places: [{ name: located.name, latitude: located.latitude, longitude: located.longitude }],
    // The entry's own name stands by its mark; a Swiss municipality is named inside its outline.
    areas: areas.map((area) => (area.outline ? { ...area, places: [] } : area)),
    words,
    numbered: false,
    inset: true,
  });
}

/** A municipality's map: its outline framed with the numbered marks of its properties and projects. */
export function municipalityMap(municipality: MunicipalityEntry & { file: string }, places: readonly MapPlace[], words: MapWords) {
  const shape = outlineOf(municipality);
  return drawMap({
    bounds: withAspect(boundsAround([boundsOf(shape), ...places.map(pointBounds)], 0.8, 4), LOCATOR_ASPECT),
    places,
    areas: [{ name: municipality.name, outline: shape, places }],
    words,
    numbered: places.length > 0,
    inset: true,
  });
}

/** The point of Lake Maggiore's shore nearest a position, for a card's map to reach the water. */
function nearestShore(position: { latitude: number; longitude: number }): [number, number] {
  const kmLon = 111.2 * Math.cos((position.latitude * Math.PI) / 180);
  const distance = ([lon, lat]: number[]) => Math.hypot((lon! - position.longitude) * kmLon, (lat! - position.latitude) * 111.2);
  const rings = lakes().flatMap((lake: Feature) => (lake.geometry.type === 'Polygon' ? lake.geometry.coordinates : lake.geometry.type === 'MultiPolygon' ? lake.geometry.coordinates.flat() : []));
  const nearest = rings.flat().reduce((best, point) => (distance(point) < distance(best) ? point : best));
  return [nearest[0]!, nearest[1]!];
}

/** A card's map is at least this wide, in kilometres: a stretch of shore a walk long. */
const CARD_WIDTH_KM = 3.5;

/**
 * The map that leads a card without a photograph: the stretch of shore around the entry, its
 * mark large, the firm's other places in it small, its municipality shaded. Drawn without names
 * (the card says them), and centred between the entry and the nearest shore, so that a place in
 * the hills still shows its lake.
 */
export function cardMap(portfolio: Portfolio, entry: PlaceEntry) {
  const [shoreLon, shoreLat] = nearestShore(entry);
  const kmLon = 111.2 * Math.cos((entry.latitude * Math.PI) / 180);
  const reach = Math.hypot((shoreLon - entry.longitude) * kmLon, (shoreLat - entry.latitude) * 111.2);
  const widthKm = Math.max(CARD_WIDTH_KM, reach * 2.6);
  const centre = reach * 2.6 > CARD_WIDTH_KM ? { longitude: (entry.longitude + shoreLon) / 2, latitude: (entry.latitude + shoreLat) / 2 } : entry;
  const bounds = withAspect(boxAround(centre.longitude, centre.latitude, widthKm, widthKm * CARD_ASPECT, REGION), CARD_ASPECT);
  return drawFrom(portfolio, bounds, (place) => place.latitude === entry.latitude && place.longitude === entry.longitude);
}

/**
 * The map of a municipality's tile: its own places with a kilometre around them, or its whole
 * outline where it holds nothing yet, the municipality shaded.
 */
export function tileMap(portfolio: Portfolio, municipality: MunicipalityEntry & { file: string }) {
  const own = [
    ...portfolio.properties.filter((p) => (typeof p.municipality === 'string' ? p.municipality : p.municipality.id) === municipality.slug),
    ...portfolio.projects.filter((p) => belongsTo(municipality, p)),
  ];
  const bounds = withAspect(own.length > 0 ? boundsAround(own.map(pointBounds), 1, CARD_WIDTH_KM) : boundsAround([boundsOf(outlineOf(municipality))], 0.3, CARD_WIDTH_KM), CARD_ASPECT);
  return drawFrom(portfolio, bounds, (place) => own.some((p) => p.latitude === place.latitude && p.longitude === place.longitude), municipality.bfs);
}

/** A card's or a tile's map: the chosen places as marks, the firm's other places as dots, the municipalities where it holds something shaded. */
function drawFrom(portfolio: Portfolio, bounds: Bounds, chosen: (place: PlaceEntry) => boolean, shaded?: number) {
  const entries = [...portfolio.properties, ...portfolio.projects];
  const areas = areasOf(portfolio.municipalities, portfolio.properties, portfolio.projects, outlineOf)
    .filter((area) => area.outline)
    .map((area) => ({ ...area, named: false, held: shaded === undefined || Number(area.outline!.id) === shaded }));
  const drawing = drawMap({
    bounds,
    places: entries.filter(chosen).map((entry) => toPlace(entry)),
    areas,
    words: { lake: '', switzerland: '', italy: '' },
    numbered: false,
    names: false,
  });
  const frame = frameOf(bounds, drawing.width);
  const dots = entries
    .filter((entry) => !chosen(entry) && inRegion(entry, bounds))
    .map((entry) => pointOf(frame, entry.longitude, entry.latitude))
    .map(([x, y]) => ({ x: toTenth(x), y: toTenth(y) }));
  return { ...drawing, dots };
}
