/**
 * What ground each part of a map's canvas shows: the lake, Switzerland or Italy. A name is set
 * only where the whole of its box, with a margin, stands on its own ground (the lake's name on
 * water, a country's inside the country, clear of the border). The canvas is read in cells of a
 * few units, row by row: where a row crosses the outlines as they are drawn (projected onto the
 * canvas) says which of its cells lie inside.
 */
import type { Feature, FeatureCollection, Position } from "geojson";
import { pointOf, type Frame } from "./frame";
import type { Box } from "./layout";

export type Surface = "lake" | "switzerland" | "italy";
const SURFACES: Surface[] = ["italy", "switzerland", "lake"];

/** A cell's side in canvas units: finer than a letter, coarse enough to stay quick. */
const CELL = 3;

const ringsOf = (features: readonly Feature[]): Position[][] =>
  features.flatMap((f) =>
    f.geometry.type === "Polygon" ? f.geometry.coordinates : f.geometry.type === "MultiPolygon" ? f.geometry.coordinates.flat() : [],
  );

/** For each row of cells, which cells' centres lie inside the rings (even–odd, so a lake's island is land). */
function raster(frame: Frame, rings: Position[][], columns: number, rows: number): Uint8Array {
  // Only the edges that reach the canvas's height can cross one of its rows.
  const edges: [number, number, number, number][] = [];
  for (const ring of rings)
    for (let k = 1; k < ring.length; k++) {
      const [x0, y0] = pointOf(frame, ring[k - 1]![0]!, ring[k - 1]![1]!);
      const [x1, y1] = pointOf(frame, ring[k]![0]!, ring[k]![1]!);
      if (Math.max(y0, y1) >= 0 && Math.min(y0, y1) <= rows * CELL) edges.push([x0, y0, x1, y1]);
    }
  const inside = new Uint8Array(columns * rows);
  for (let j = 0; j < rows; j++) {
    const y = (j + 0.5) * CELL;
    const crossings: number[] = [];
    for (const [x0, y0, x1, y1] of edges) if (y0 > y !== y1 > y) crossings.push(x0 + ((y - y0) / (y1 - y0)) * (x1 - x0));
    crossings.sort((a, b) => a - b);
    for (let c = 0; c + 1 < crossings.length; c += 2) {
      const from = Math.max(0, Math.ceil(crossings[c]! / CELL - 0.5));
      const to = Math.min(columns - 1, Math.floor(crossings[c + 1]! / CELL - 0.5));
      for (let i = from; i <= to; i++) inside[j * columns + i] = 1;
    }
  }
  return inside;
}

export function surfaces(frame: Frame, lakes: readonly Feature[], switzerland: FeatureCollection) {
  const columns = Math.ceil(frame.width / CELL) + 1;
  const rows = Math.ceil(frame.height / CELL) + 1;
  const water = raster(frame, ringsOf(lakes), columns, rows);
  const swiss = raster(frame, ringsOf(switzerland.features), columns, rows);
  const cell = (i: number, j: number) => {
    const k = Math.min(rows - 1, j) * columns + Math.min(columns - 1, i);
    return water[k] ? 2 : swiss[k] ? 1 : 0;
  };
  /** The one surface under the whole box grown by `margin`, or undefined where it crosses a shore or a border. */
  return (box: Box, margin: number): Surface | undefined => {
    const i0 = Math.max(0, Math.floor((box.x - margin) / CELL));
    const j0 = Math.max(0, Math.floor((box.y - margin) / CELL));
    const i1 = Math.floor((box.x + box.width + margin) / CELL);
    const j1 = Math.floor((box.y + box.height + margin) / CELL);
    const first = cell(i0, j0);
    for (let j = j0; j <= j1; j++) for (let i = i0; i <= i1; i++) if (cell(i, j) !== first) return undefined;
    return SURFACES[first];
  };
}
