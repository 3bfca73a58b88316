/**
 * What a map shows, worked out at build time: the outlines as SVG paths, the marks spread so
 * none covers another, and the labels placed where they are free. Components only write the
 * result as SVG.
 */
import { geoBounds, geoContains } from 'd3-geo';
import type { Feature } from 'geojson';
import { frameOf, pointOf, toTenth, type Frame } from './frame';
import { surfaces, type Surface } from './surfaces';
import { lakes, swissBorder, switzerland } from './geodata';
import { pathDrawer } from './paths';
import { circleBox, firstFree, placeLabels, spreadMarks, textWidth, type Box, type LabelRequest, type PlacedMark } from './layout';
import { REGION, type Bounds } from '@/model/region';

/** Sizes in canvas units. A map is drawn about as wide as a phone's column, so a unit is about a pixel there. */
const MAP = {
  width: 350,
  mark: 8,
  /** Room between two marks, so that marks pushed apart read as several, each with its leader line. */
  markGap: 5,
  label: 12,
  lakeLabel: 14,
  countryLabel: 9,
} as const;

export interface MapPlace {
  name: string;
  latitude: number;
  longitude: number;
  /** The page it links to; none for the entry of the page itself. */
  href?: string | undefined;
  /** The number that keys its mark to the list of places on a numbered map; else its place in the list. */
  number?: number | undefined;
  /** Attributes its mark and dot carry for a filter of the page that shows or hides them (`data-filter-…`). */
  attributes?: Record<string, string> | undefined;
}

/** A municipality the map names: its outline where the Swiss data have it, else only its name at its places. */
export interface MapArea {
  name: string;
  outline?: Feature | undefined;
  /** Where its name goes when it has no outline to hold it, and what it is placed beside. */
  places: readonly MapPlace[];
  /** The page its name links to. */
  href?: string | undefined;
  /** Whether the map names it (false where a detail of the map names it instead). */
  named?: boolean | undefined;
  /** Whether the firm holds anything there: its outline is shaded; else only drawn. */
  held?: boolean | undefined;
}

/**
 * A part of the map shown larger beside it: framed on this map, its places as small dots, and
 * named by the frame, so the reader finds the detail that numbers them.
 */
interface MapDetail {
  bounds: Bounds;
  name: string;
  places: readonly MapPlace[];
}

interface MapMark extends PlacedMark {
  place: MapPlace;
  /** The number that keys the mark to the list of places, when the map has several. */
  number?: number | undefined;
}

interface MapLabel {
  text: string;
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
  kind: 'place' | 'area' | 'lake' | 'country' | 'detail';
  /** The page the name links to (a municipality's). */
  href?: string | undefined;
  /** The room the name takes, which nothing else on the map may take. */
  box: Box;
}

export interface MapDrawing {
  /** What the canvas shows, in longitude and latitude. */
  bounds: Bounds;
  width: number;
  height: number;
  switzerland: string;
  lakes: string;
  border: string;
  /** The municipalities' outlines; shaded where the firm holds something. */
  areas: { d: string; held: boolean }[];
  /** The frames of the parts shown in a detail, with the true places in them as dots. */
  details: (Box & { dots: { x: number; y: number; place: MapPlace }[] })[];
  marks: MapMark[];
  labels: MapLabel[];
  /** The whole lake, small, with the frame of the map on it, for maps that show only a part. */
  inset?:
    | {
        x: number;
        y: number;
        width: number;
        height: number;
        lakes: string;
        switzerland: string;
        frame: Box;
      }
    | undefined;
}

export interface MapWords {
  lake: string;
  switzerland: string;
  italy: string;
}

interface Options {
  bounds: Bounds;
  width?: number;
  places: readonly MapPlace[];
  areas: readonly MapArea[];
  words: MapWords;
  /** Number the marks (a map of many places); a map of one place names it beside its mark instead. */
  numbered: boolean;
  inset?: boolean;
  /** Parts of the map shown larger elsewhere: framed here, their places as dots, not numbered marks. */
  details?: readonly MapDetail[];
  /** Whether to name the lake and the countries (a detail of a few kilometres leaves them to the overview). */
  context?: boolean;
  /** Whether to name anything: a card's map shows the place alone, its words are on the card. */
  names?: boolean;
}

const fontBox = (text: string, size: number, offset: number, x: number, y: number): LabelRequest => ({
  x,
  y,
  width: textWidth(text, size),
  height: size * 1.2,
  offset,
});

/** How a label's text sits in its box: towards the point it names. */
function labelAt(text: string, kind: MapLabel['kind'], box: Box, point: [number, number], size: number): MapLabel {
  const centre = box.x + box.width / 2;
  const anchor = box.x >= point[0] ? 'start' : box.x + box.width <= point[0] ? 'end' : 'middle';
  const x = anchor === 'start' ? box.x : anchor === 'end' ? box.x + box.width : centre;
  return {
    text,
    kind,
    anchor,
    x: toTenth(x),
    y: toTenth(box.y + size * 0.95),
    box,
  };
}

/** Points of a grid over the frame, for the names of the lake and the countries. */
function grid(frame: Frame, steps: number): [number, number][] {
  const { west, east, south, north } = frame.bounds;
  const points: [number, number][] = [];
  for (let i = 1; i < steps; i++) for (let j = 1; j < steps; j++) points.push([west + ((east - west) * i) / steps, south + ((north - south) * j) / steps]);
  return points;
}

const mean = (points: [number, number][]): [number, number] => [points.reduce((s, p) => s + p[0], 0) / points.length, points.reduce((s, p) => s + p[1], 0) / points.length];

/**
 * Where a municipality's name may go: beside the middle of its places, or, for an outline
 * alone, on the points of the outline inside the frame, the most central first.
 */
function areaAnchors(frame: Frame, area: MapArea): [number, number][] {
  if (area.places.length > 0) return [mean(area.places.map((p) => pointOf(frame, p.longitude, p.latitude)))];
  if (!area.outline) return [];
  const inside = grid(frame, 16).filter((p) => geoContains(area.outline!, p));
  if (inside.length === 0) return [];
  const centre = mean(inside);
  return inside.sort((a, b) => Math.hypot(a[0] - centre[0], a[1] - centre[1]) - Math.hypot(b[0] - centre[0], b[1] - centre[1])).map((p) => pointOf(frame, p[0], p[1]));
}

/** How far a name keeps from the edge of its ground: the lake's shore, a country's border. */
const GROUND_MARGIN: Record<Surface, number> = { lake: 3, switzerland: 8, italy: 8 };

/**
 * The name of the lake or of a country, set on its own ground: the first free box, on a grid
 * over the canvas, whose whole area with its margin is that ground, far from the marks and near
 * the middle of the map. The lake's name is set smaller where the water is narrow; a name that
 * finds no room is left out rather than set across a shore or a border.
 */
function groundName(text: string, surface: Surface, frame: Frame, marks: readonly PlacedMark[], taken: readonly Box[], surfaceUnder: ReturnType<typeof surfaces>): MapLabel | undefined {
  const lake = surface === 'lake';
  const sizes = lake ? [MAP.lakeLabel, 12, 11] : [MAP.countryLabel];
  const step = 5;
  const score = (box: Box) => {
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    const clear = Math.min(60, ...marks.map((m) => Math.hypot(m.x - cx, m.y - cy)));
    return clear - 0.15 * Math.hypot(cx - frame.width / 2, cy - frame.height / 2);
  };
  for (const size of sizes) {
    // The lake's name is set in the display italic, narrower than the sans; the countries in
    // spaced capitals, wider than their letters' count says.
    const width = textWidth(text, size) * (lake ? 0.85 : 1.5);
    const height = size * 1.2;
    const boxes: Box[] = [];
    for (let y = 0; y + height <= frame.height; y += step) for (let x = 0; x + width <= frame.width; x += step) boxes.push({ x, y, width, height });
    // The best placed first, each tried on the ground under its middle before the whole of it.
    const free = boxes
      .map((box) => ({ box, score: score(box) }))
      .sort((a, b) => b.score - a.score)
      .map(({ box }) => box)
      .find(
        (box) =>
          firstFree([box], taken, frame.width, frame.height) &&
          surfaceUnder({ x: box.x + box.width / 2, y: box.y + box.height / 2, width: 0, height: 0 }, 0) === surface &&
          surfaceUnder(box, GROUND_MARGIN[surface]) === surface,
      );
    if (!free) continue;
    const centre: [number, number] = [free.x + free.width / 2, free.y + free.height / 2];
    return labelAt(text, lake ? 'lake' : 'country', free, centre, size);
  }
  return undefined;
}

/** A box grown by a margin on every side. */
const grown = (box: Box, margin: number): Box => ({ x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: box.height + 2 * margin });

/** The marks, spread so none covers another, numbered on a map of many places. */
function placeMarks(frame: Frame, places: readonly MapPlace[], numbered: boolean): MapMark[] {
  const spread = spreadMarks(
    places.map((p) => pointOf(frame, p.longitude, p.latitude)),
    MAP.mark,
    MAP.markGap,
    frame.width,
    frame.height,
  );
  return spread.map((mark, i) => ({
    ...mark,
    x: toTenth(mark.x),
    y: toTenth(mark.y),
    place: places[i]!,
    number: numbered ? (places[i]!.number ?? i + 1) : undefined,
  }));
}

/** The room the marks take; a mark pushed off its place keeps a dot there, which no name may cover either. */
const markRoom = (marks: readonly MapMark[]): Box[] =>
  marks.flatMap((m) => [circleBox(m.x, m.y, MAP.mark + 1), ...(Math.hypot(m.x - m.at[0], m.y - m.at[1]) > 1 ? [circleBox(m.at[0], m.at[1], 2.5)] : [])]);

/** The frame of each detail on this map, cut to the canvas, with its places as dots. */
function frameDetails(frame: Frame, details: readonly MapDetail[]): MapDrawing['details'] {
  return details.map((detail) => {
    const [x0, y0] = pointOf(frame, detail.bounds.west, detail.bounds.north);
    const [x1, y1] = pointOf(frame, detail.bounds.east, detail.bounds.south);
    return {
      x: toTenth(Math.max(0, x0)),
      y: toTenth(Math.max(0, y0)),
      width: toTenth(Math.min(frame.width, x1) - Math.max(0, x0)),
      height: toTenth(Math.min(frame.height, y1) - Math.max(0, y0)),
      dots: detail.places.map((p) => {
        const [x, y] = pointOf(frame, p.longitude, p.latitude);
        return { x: toTenth(x), y: toTenth(y), place: p };
      }),
    };
  });
}

/** The whole lake, small, in the corner furthest from the marks (so it never hides what the map is about), with this map's frame on it. */
function drawInset(frame: Frame, marks: readonly MapMark[], lakeFeatures: ReturnType<typeof lakes>, swiss: ReturnType<typeof switzerland>): NonNullable<MapDrawing['inset']> {
  const overview = frameOf(REGION, 56);
  const overviewPath = pathDrawer(overview);
  const { bounds } = frame;
  const [x0, y0] = pointOf(overview, bounds.west, bounds.north);
  const [x1, y1] = pointOf(overview, bounds.east, bounds.south);
  const right = frame.width - overview.width - 6;
  const bottom = frame.height - overview.height - 6;
  const corners = [
    { x: 6, y: 6 },
    { x: right, y: 6 },
    { x: 6, y: bottom },
    { x: right, y: bottom },
  ];
  const distance = (c: { x: number; y: number }) => Math.min(...marks.map((m) => Math.hypot(m.x - (c.x + overview.width / 2), m.y - (c.y + overview.height / 2))));
  const corner = corners.reduce((best, c) => (distance(c) > distance(best) ? c : best));
  return {
    ...corner,
    width: overview.width,
    height: overview.height,
    lakes: overviewPath({ type: 'FeatureCollection', features: lakeFeatures }),
    switzerland: overviewPath(swiss),
    frame: {
      x: toTenth(x0),
      y: toTenth(y0),
      width: Math.max(2, toTenth(x1 - x0)),
      height: Math.max(2, toTenth(y1 - y0)),
    },
  };
}

/** A detail's name stands by its frame: under it, over it or beside it, wherever it is free. */
function detailName(name: string, box: Box, taken: readonly Box[], frame: Frame): MapLabel | undefined {
  const width = textWidth(name, MAP.label);
  const height = MAP.label * 1.2;
  const gap = 4;
  const free = firstFree(
    [
      { x: box.x, y: box.y + box.height + gap, width, height },
      { x: box.x + box.width - width, y: box.y + box.height + gap, width, height },
      { x: box.x - width - gap, y: box.y + box.height - height, width, height },
      { x: box.x - width - gap, y: box.y, width, height },
      { x: box.x, y: box.y - height - gap, width, height },
      { x: box.x + box.width + gap, y: box.y + box.height - height, width, height },
    ],
    taken,
    frame.width,
    frame.height,
  );
  if (!free) return undefined;
  return { text: name, kind: 'detail', anchor: 'start', x: toTenth(free.x), y: toTenth(free.y + MAP.label * 0.95), box: free };
}

/** A name to place, with the points it may stand by, the most fitting first. */
interface NameRequest {
  text: string;
  kind: MapLabel['kind'];
  size: number;
  candidates: [number, number][];
  href?: string | undefined;
  /** Set on its point (a name inside an outline), rather than beside a mark. */
  centred?: boolean;
}

/** The names beside the marks and of the municipalities, the most important first: the single place, then the municipalities. */
function nameRequests(frame: Frame, marks: readonly MapMark[], areas: readonly MapArea[], numbered: boolean): NameRequest[] {
  const placeNames: NameRequest[] = numbered ? [] : marks.map((mark) => ({ text: mark.place.name, kind: 'place', size: MAP.label, candidates: [[mark.x, mark.y]] }));
  const areaNames: NameRequest[] = areas
    .filter((area) => area.named !== false)
    .map((area) => ({ text: area.name, kind: 'area', size: MAP.label, candidates: areaAnchors(frame, area), href: area.href, centred: area.places.length === 0 }));
  return [...placeNames, ...areaNames];
}

/**
 * A name on the first of its points where it is free. Places sit beside their mark; a name
 * inside an outline stands on a point of it, or beside one where none is free.
 */
function placeName(request: NameRequest, taken: readonly Box[], frame: Frame): MapLabel | undefined {
  const offsets = request.centred ? [0.001, MAP.mark + 3] : [MAP.mark + 3];
  for (const offset of offsets)
    for (const point of request.candidates) {
      const [box] = placeLabels([fontBox(request.text, request.size, offset, point[0], point[1])], taken, frame.width, frame.height);
      if (box) return { ...labelAt(request.text, request.kind, box, point, request.size), href: request.href };
    }
  return undefined;
}

/** One outline for municipalities that share it (a part of a town named apart), shaded if either is held. */
function areaOutlines(areas: readonly MapArea[]): { outline: Feature; held: boolean }[] {
  const outlines = new Map<string, { outline: Feature; held: boolean }>();
  for (const area of areas) {
    if (!area.outline) continue;
    const id = String(area.outline.id);
    const held = area.held !== false || Boolean(outlines.get(id)?.held);
    outlines.set(id, { outline: area.outline, held });
  }
  // Outlines without holdings first, so a shaded neighbour's border is drawn over theirs.
  return [...outlines.values()].sort((a, b) => Number(a.held) - Number(b.held));
}

/**
 * A map, step by step: the marks, the frames of the details and the inset, then the names in
 * order of importance (the details', the places' and the municipalities', the lake's and the
 * countries'), each where what came before left room, and last the outlines.
 */
export function drawMap({ bounds, width = MAP.width, places, areas, words, numbered, inset = false, details = [], context = true, names = true }: Options): MapDrawing {
  const frame = frameOf(bounds, width);
  const path = pathDrawer(frame);
  const lakeFeatures = lakes();
  const swiss = switzerland();

  const marks = placeMarks(frame, places, numbered);
  const detailFrames = frameDetails(frame, details);
  const insetDrawing = inset ? drawInset(frame, marks, lakeFeatures, swiss) : undefined;
  // What no name may cover; each name placed is added to it.
  const taken: Box[] = [...markRoom(marks), ...detailFrames.map((box) => grown(box, 2)), ...(insetDrawing ? [grown(insetDrawing, 4)] : [])];
  const labels: MapLabel[] = [];
  const add = (label: MapLabel | undefined) => {
    if (!label) return;
    taken.push(label.box);
    labels.push(label);
  };

  details.forEach((detail, i) => add(detailName(detail.name, detailFrames[i]!, taken, frame)));
  if (names) for (const request of nameRequests(frame, marks, areas, numbered)) add(placeName(request, taken, frame));
  // The lake and the countries last, each on its own ground, where the names above left room.
  if (names && context) {
    const surfaceUnder = surfaces(frame, lakeFeatures, swiss);
    const grounds: [string, Surface][] = [
      [words.lake, 'lake'],
      [words.switzerland, 'switzerland'],
      [words.italy, 'italy'],
    ];
    for (const [text, surface] of grounds) add(groundName(text, surface, frame, marks, taken, surfaceUnder));
  }

  return {
    bounds,
    width: frame.width,
    height: frame.height,
    switzerland: path(swiss),
    lakes: path({ type: 'FeatureCollection', features: lakeFeatures }),
    border: path(swissBorder()),
    areas: areaOutlines(areas).map(({ outline, held }) => ({ d: path(outline), held })),
    details: detailFrames,
    marks,
    labels,
    inset: insetDrawing,
  };
}

/** The bounds of an outline, as a box of longitude and latitude. */
export function boundsOf(outline: Feature): Bounds {
  const [[west, south], [east, north]] = geoBounds(outline);
  return { west, south, east, north };
}
