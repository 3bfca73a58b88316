/**
 * What a map shows, worked out at build time: the outlines as SVG paths, the marks spread so
 * none covers another, and the labels placed where they are free. Components only write the
 * result as SVG.
 */
import { geoBounds, geoContains } from "d3-geo";
import type { Feature } from "geojson";
import { frameOf, pointOf, type Frame } from "./frame";
import { surfaces, type Surface } from "./surfaces";
import { lakes, swissBorder, switzerland } from "./geodata";
import { pathDrawer } from "./paths";
import {
  circleBox,
  firstFree,
  placeLabels,
  spreadMarks,
  textWidth,
  type Box,
  type LabelRequest,
  type PlacedMark,
} from "./layout";
import { REGION, type Bounds } from "@/model/region";

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
  anchor: "start" | "middle" | "end";
  kind: "place" | "area" | "lake" | "country" | "detail";
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

const fontBox = (
  text: string,
  size: number,
  offset: number,
  x: number,
  y: number,
): LabelRequest => ({
  x,
  y,
  width: textWidth(text, size),
  height: size * 1.2,
  offset,
});

/** How a label's text sits in its box: towards the point it names. */
function labelAt(
  text: string,
  kind: MapLabel["kind"],
  box: Box,
  point: [number, number],
  size: number,
): MapLabel {
  const centre = box.x + box.width / 2;
  const anchor =
    box.x >= point[0]
      ? "start"
      : box.x + box.width <= point[0]
        ? "end"
        : "middle";
  const x =
    anchor === "start" ? box.x : anchor === "end" ? box.x + box.width : centre;
  return {
    text,
    kind,
    anchor,
    x: Math.round(x * 10) / 10,
    y: Math.round((box.y + size * 0.95) * 10) / 10,
    box,
  };
}

/** Points of a grid over the frame, for the names of the lake and the countries. */
function grid(frame: Frame, steps: number): [number, number][] {
  const { west, east, south, north } = frame.bounds;
  const points: [number, number][] = [];
  for (let i = 1; i < steps; i++)
    for (let j = 1; j < steps; j++)
      points.push([
        west + ((east - west) * i) / steps,
        south + ((north - south) * j) / steps,
      ]);
  return points;
}

const mean = (points: [number, number][]): [number, number] => [
  points.reduce((s, p) => s + p[0], 0) / points.length,
  points.reduce((s, p) => s + p[1], 0) / points.length,
];

/**
 * Where a municipality's name may go: beside the middle of its places, or, for an outline
 * alone, on the points of the outline inside the frame, the most central first.
 */
function areaAnchors(frame: Frame, area: MapArea): [number, number][] {
  if (area.places.length > 0)
    return [
      mean(area.places.map((p) => pointOf(frame, p.longitude, p.latitude))),
    ];
  if (!area.outline) return [];
  const inside = grid(frame, 16).filter((p) => geoContains(area.outline!, p));
  if (inside.length === 0) return [];
  const centre = mean(inside);
  return inside
    .sort(
      (a, b) =>
        Math.hypot(a[0] - centre[0], a[1] - centre[1]) -
        Math.hypot(b[0] - centre[0], b[1] - centre[1]),
    )
    .map((p) => pointOf(frame, p[0], p[1]));
}

/** How far a name keeps from the edge of its ground: the lake's shore, a country's border. */
const GROUND_MARGIN: Record<Surface, number> = { lake: 3, switzerland: 8, italy: 8 };

/**
 * The name of the lake or of a country, set on its own ground: the first free box, on a grid
 * over the canvas, whose whole area with its margin is that ground, far from the marks and near
 * the middle of the map. The lake's name is set smaller where the water is narrow; a name that
 * finds no room is left out rather than set across a shore or a border.
 */
function groundName(
  text: string,
  surface: Surface,
  frame: Frame,
  marks: readonly PlacedMark[],
  taken: readonly Box[],
  surfaceUnder: ReturnType<typeof surfaces>,
): MapLabel | undefined {
  const lake = surface === "lake";
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
    for (let y = 0; y + height <= frame.height; y += step)
      for (let x = 0; x + width <= frame.width; x += step)
        boxes.push({ x, y, width, height });
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
    return labelAt(text, lake ? "lake" : "country", free, centre, size);
  }
  return undefined;
}

export function drawMap({
  bounds,
  width = MAP.width,
  places,
  areas,
  words,
  numbered,
  inset = false,
  details = [],
  context = true,
  names = true,
}: Options): MapDrawing {
  const frame = frameOf(bounds, width);
  const path = pathDrawer(frame);
  const lakeFeatures = lakes();
  const swiss = switzerland();

  const spread = spreadMarks(
    places.map((p) => pointOf(frame, p.longitude, p.latitude)),
    MAP.mark,
    MAP.markGap,
    frame.width,
    frame.height,
  );
  const marks: MapMark[] = spread.map((mark, i) => ({
    ...mark,
    x: Math.round(mark.x * 10) / 10,
    y: Math.round(mark.y * 10) / 10,
    place: places[i]!,
    number: numbered ? (places[i]!.number ?? i + 1) : undefined,
  }));
  // A mark pushed off its place keeps a dot there, which no name may cover either.
  const obstacles: Box[] = marks.flatMap((m) => [
    circleBox(m.x, m.y, MAP.mark + 1),
    ...(Math.hypot(m.x - m.at[0], m.y - m.at[1]) > 1 ? [circleBox(m.at[0], m.at[1], 2.5)] : []),
  ]);

  const detailFrames: MapDrawing["details"] = details.map((detail) => {
    const [x0, y0] = pointOf(frame, detail.bounds.west, detail.bounds.north);
    const [x1, y1] = pointOf(frame, detail.bounds.east, detail.bounds.south);
    const round = (n: number) => Math.round(n * 10) / 10;
    const box = {
      x: round(Math.max(0, x0)),
      y: round(Math.max(0, y0)),
      width: round(Math.min(frame.width, x1) - Math.max(0, x0)),
      height: round(Math.min(frame.height, y1) - Math.max(0, y0)),
    };
    obstacles.push({ x: box.x - 2, y: box.y - 2, width: box.width + 4, height: box.height + 4 });
    return {
      ...box,
      dots: detail.places.map((p) => {
        const [x, y] = pointOf(frame, p.longitude, p.latitude);
        return { x: round(x), y: round(y), place: p };
      }),
    };
  });

  let insetDrawing: MapDrawing["inset"];
  if (inset) {
    const overview = frameOf(REGION, 56);
    const overviewPath = pathDrawer(overview);
    const [x0, y0] = pointOf(overview, bounds.west, bounds.north);
    const [x1, y1] = pointOf(overview, bounds.east, bounds.south);
    // The corner furthest from the marks, so the overview never hides what the map is about.
    const corners = [
      { x: 6, y: 6 },
      { x: frame.width - overview.width - 6, y: 6 },
      { x: 6, y: frame.height - overview.height - 6 },
      {
        x: frame.width - overview.width - 6,
        y: frame.height - overview.height - 6,
      },
    ];
    const distance = (c: { x: number; y: number }) =>
      Math.min(
        ...marks.map((m) =>
          Math.hypot(
            m.x - (c.x + overview.width / 2),
            m.y - (c.y + overview.height / 2),
          ),
        ),
      );
    const corner = corners.reduce((best, c) =>
      distance(c) > distance(best) ? c : best,
    );
    insetDrawing = {
      ...corner,
      width: overview.width,
      height: overview.height,
      lakes: overviewPath({
        type: "FeatureCollection",
        features: lakeFeatures,
      }),
      switzerland: overviewPath(swiss),
      frame: {
        x: Math.round(x0 * 10) / 10,
        y: Math.round(y0 * 10) / 10,
        width: Math.max(2, Math.round((x1 - x0) * 10) / 10),
        height: Math.max(2, Math.round((y1 - y0) * 10) / 10),
      },
    };
    obstacles.push({
      x: corner.x - 4,
      y: corner.y - 4,
      width: overview.width + 8,
      height: overview.height + 8,
    });
  }

  // Labels, the most important first: the single place, then the municipalities, the lake, the countries.
  const requests: {
    text: string;
    kind: MapLabel["kind"];
    size: number;
    candidates: [number, number][];
    href?: string | undefined;
    /** Set on its point (a name inside an outline), rather than beside a mark. */
    centred?: boolean;
  }[] = [];
  if (names && !numbered)
    for (const mark of marks)
      requests.push({
        text: mark.place.name,
        kind: "place",
        size: MAP.label,
        candidates: [[mark.x, mark.y]],
      });
  for (const area of names ? areas : []) {
    if (area.named === false) continue;
    requests.push({
      text: area.name,
      kind: "area",
      size: MAP.label,
      candidates: areaAnchors(frame, area),
      href: area.href,
      centred: area.places.length === 0,
    });
  }

  const labels: MapLabel[] = [];
  // A detail's name stands by its frame: under it, over it or beside it, wherever it is free.
  details.forEach((detail, i) => {
    const box = detailFrames[i]!;
    const width = textWidth(detail.name, MAP.label);
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
      obstacles,
      frame.width,
      frame.height,
    );
    if (!free) return;
    obstacles.push(free);
    labels.push({
      text: detail.name,
      kind: "detail",
      anchor: "start",
      x: Math.round(free.x * 10) / 10,
      y: Math.round((free.y + MAP.label * 0.95) * 10) / 10,
      box: free,
    });
  });
  for (const request of requests) {
    // Names of the lake and the countries stand on their point; places sit beside their mark; a
    // name inside an outline stands on a point of it, or beside one where none is free.
    const offsets =
      request.kind === "place" || request.kind === "area"
        ? request.centred
          ? [0.001, MAP.mark + 3]
          : [MAP.mark + 3]
        : [0.001];
    offsets.some((offset) =>
      request.candidates.some((point) => {
        const label = fontBox(
          request.text,
          request.size,
          offset,
          point[0],
          point[1],
        );
        const [box] = placeLabels([label], obstacles, frame.width, frame.height);
        if (!box) return false;
        obstacles.push(box);
        labels.push({
          ...labelAt(request.text, request.kind, box, point, request.size),
          href: request.href,
        });
        return true;
      }),
    );
  }

  // The lake and the countries last, each on its own ground, where the names above left room.
  if (names && context) {
    const surfaceUnder = surfaces(frame, lakeFeatures, swiss);
    const grounds: [string, Surface][] = [
      [words.lake, "lake"],
      [words.switzerland, "switzerland"],
      [words.italy, "italy"],
    ];
    for (const [text, surface] of grounds) {
      const label = groundName(text, surface, frame, marks, obstacles, surfaceUnder);
      if (!label) continue;
      obstacles.push(label.box);
      labels.push(label);
    }
  }

  // One outline for municipalities that share it (a part of a town named apart), shaded if either is held.
  const outlines = new Map<string, { outline: Feature; held: boolean }>();
  for (const area of areas) {
    if (!area.outline) continue;
    const id = String(area.outline.id);
    const held = area.held !== false || Boolean(outlines.get(id)?.held);
    outlines.set(id, { outline: area.outline, held });
  }
  return {
    bounds,
    width: frame.width,
    height: frame.height,
    switzerland: path(swiss),
    lakes: path({ type: "FeatureCollection", features: lakeFeatures }),
    border: path(swissBorder()),
    // Outlines without holdings first, so a shaded neighbour's border is drawn over theirs.
    areas: [...outlines.values()]
      .sort((a, b) => Number(a.held) - Number(b.held))
      .map(({ outline, held }) => ({ d: path(outline), held })),
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
