/**
 * What a map shows, worked out at build time: the outlines as SVG paths, the marks spread so
 * none covers another, and the labels placed where they are free. Components only write the
 * result as SVG.
 */
import { geoBounds, geoContains } from "d3-geo";
import type { Feature } from "geojson";
import { frameOf, pointOf, type Frame } from "./frame";
import { lakes, swissBorder, switzerland } from "./geodata";
import { pathDrawer } from "./paths";
import {
  circleBox,
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
  markGap: 2,
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
}

/** A municipality the map names: its outline where the Swiss data have it, else only its name at its places. */
export interface MapArea {
  name: string;
  outline?: Feature | undefined;
  /** Where its name goes when it has no outline to hold it, and what it is placed beside. */
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
  kind: "place" | "area" | "lake" | "country";
}

export interface MapDrawing {
  width: number;
  height: number;
  switzerland: string;
  lakes: string;
  border: string;
  /** The named municipalities' outlines. */
  areas: string[];
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

interface MapWords {
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

export function drawMap({
  bounds,
  width = MAP.width,
  places,
  areas,
  words,
  numbered,
  inset = false,
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
    number: numbered ? i + 1 : undefined,
  }));
  const obstacles: Box[] = marks.map((m) => circleBox(m.x, m.y, MAP.mark + 1));

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
  }[] = [];
  if (!numbered)
    for (const mark of marks)
      requests.push({
        text: mark.place.name,
        kind: "place",
        size: MAP.label,
        candidates: [[mark.x, mark.y]],
      });
  const gridPoints = grid(frame, 8);
  for (const area of areas) {
    requests.push({
      text: area.name,
      kind: "area",
      size: MAP.label,
      candidates: areaAnchors(frame, area),
    });
  }
  const inLake = (p: [number, number]) =>
    lakeFeatures.some((lake) => geoContains(lake, p));
  const inSwitzerland = (p: [number, number]) => geoContains(swiss, p);
  const away = (points: [number, number][]) =>
    points
      .map((p) => pointOf(frame, p[0], p[1]))
      .sort(
        (a, b) =>
          Math.min(...marks.map((m) => Math.hypot(m.x - b[0], m.y - b[1]))) -
          Math.min(...marks.map((m) => Math.hypot(m.x - a[0], m.y - a[1]))),
      );
  requests.push({
    text: words.lake,
    kind: "lake",
    size: MAP.lakeLabel,
    candidates: away(gridPoints.filter(inLake)),
  });
  requests.push({
    text: words.switzerland,
    kind: "country",
    size: MAP.countryLabel,
    candidates: away(gridPoints.filter((p) => !inLake(p) && inSwitzerland(p))),
  });
  requests.push({
    text: words.italy,
    kind: "country",
    size: MAP.countryLabel,
    candidates: away(gridPoints.filter((p) => !inLake(p) && !inSwitzerland(p))),
  });

  const labels: MapLabel[] = [];
  for (const request of requests) {
    // Names of the lake and the countries stand on their point; places sit beside their mark.
    const offset =
      request.kind === "place" || request.kind === "area" ? MAP.mark + 3 : 0;
    for (const point of request.candidates) {
      const label = fontBox(
        request.text,
        request.size,
        offset,
        point[0],
        point[1],
      );
      const [box] =
        offset === 0
          ? placeLabels(
              [{ ...label, offset: 0.001 }],
              obstacles,
              frame.width,
              frame.height,
            )
          : placeLabels([label], obstacles, frame.width, frame.height);
      if (!box) continue;
      obstacles.push(box);
      labels.push(
        labelAt(request.text, request.kind, box, point, request.size),
      );
      break;
    }
  }

  const outlines = [
    ...new Map(
      areas
        .filter((a) => a.outline)
        .map((a) => [String(a.outline!.id), a.outline!]),
    ).values(),
  ];
  return {
    width: frame.width,
    height: frame.height,
    switzerland: path(swiss),
    lakes: path({ type: "FeatureCollection", features: lakeFeatures }),
    border: path(swissBorder()),
    areas: outlines.map((outline) => path(outline)),
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
