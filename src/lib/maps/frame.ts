/**
 * A map frame: a box of longitude and latitude drawn on a canvas of a given width, in the
 * Mercator projection (at 46° N over a few dozen kilometres it keeps shapes true). The point
 * function is plain arithmetic, so the CMS preview places a mark exactly where the build does
 * without loading d3; `projection()` of ./paths.ts is the same transform, for the outlines.
 */
import { REGION, type Bounds } from "@/model/region";

export const RADIANS = Math.PI / 180;
export const mercatorY = (latitude: number) =>
  Math.log(Math.tan(Math.PI / 4 + (latitude * RADIANS) / 2));

/** A length or position on the canvas to a tenth of a unit: finer than a screen shows, and short to write in the SVG. */
export const toTenth = (n: number) => Math.round(n * 10) / 10;

export interface Frame {
  bounds: Bounds;
  width: number;
  height: number;
  /** Canvas units per radian of longitude. */
  scale: number;
}

export function frameOf(bounds: Bounds, width: number): Frame {
  const scale = width / ((bounds.east - bounds.west) * RADIANS);
  const height = scale * (mercatorY(bounds.north) - mercatorY(bounds.south));
  return { bounds, width, height: Math.round(height), scale };
}

/** Where a position falls on the canvas, in canvas units from the top left corner. */
export function pointOf(
  frame: Frame,
  longitude: number,
  latitude: number,
): [number, number] {
  const x = frame.scale * (longitude - frame.bounds.west) * RADIANS;
  const y = frame.scale * (mercatorY(frame.bounds.north) - mercatorY(latitude));
  return [x, y];
}

/** The position a canvas point shows: the inverse of `pointOf`. */
export function positionAt(
  frame: Frame,
  x: number,
  y: number,
): [number, number] {
  const longitude = frame.bounds.west + x / frame.scale / RADIANS;
  const my = mercatorY(frame.bounds.north) - y / frame.scale;
  return [longitude, (2 * Math.atan(Math.exp(my)) - Math.PI / 2) / RADIANS];
}

/**
 * A box of the given size in kilometres around a position, moved as little as needed to stay
 * inside `within`.
 */
export function boxAround(
  longitude: number,
  latitude: number,
  widthKm: number,
  heightKm: number,
  within: Bounds,
): Bounds {
  const halfLat = heightKm / 2 / 111.2;
  const halfLon = widthKm / 2 / (111.2 * Math.cos(latitude * RADIANS));
  const clamp = (centre: number, half: number, low: number, high: number) =>
    Math.min(Math.max(centre, low + half), high - half);
  const lon = clamp(longitude, halfLon, within.west, within.east);
  const lat = clamp(latitude, halfLat, within.south, within.north);
  return {
    west: lon - halfLon,
    east: lon + halfLon,
    south: lat - halfLat,
    north: lat + halfLat,
  };
}

/** The smallest box holding all the given boxes, grown by a margin in kilometres and to a minimum size. */
export function boundsAround(
  boxes: readonly Bounds[],
  marginKm: number,
  minKm: number,
): Bounds {
  const west = Math.min(...boxes.map((b) => b.west));
  const east = Math.max(...boxes.map((b) => b.east));
  const south = Math.min(...boxes.map((b) => b.south));
  const north = Math.max(...boxes.map((b) => b.north));
  const latitude = (south + north) / 2;
  const kmLon = 111.2 * Math.cos(latitude * RADIANS);
  const halfW = Math.max(
    (east - west) / 2 + marginKm / kmLon,
    minKm / 2 / kmLon,
  );
  const halfH = Math.max(
    (north - south) / 2 + marginKm / 111.2,
    minKm / 2 / 111.2,
  );
  const lon = (west + east) / 2;
  return {
    west: lon - halfW,
    east: lon + halfW,
    south: latitude - halfH,
    north: latitude + halfH,
  };
}

/** The bounds grown in one direction until their height is `ratio` times their width, on the ground. */
export function withAspect(bounds: Bounds, ratio: number): Bounds {
  const latitude = (bounds.south + bounds.north) / 2;
  const kmLon = 111.2 * Math.cos(latitude * RADIANS);
  const widthKm = (bounds.east - bounds.west) * kmLon;
  const heightKm = (bounds.north - bounds.south) * 111.2;
  const lon = (bounds.west + bounds.east) / 2;
  if (heightKm / widthKm < ratio) {
    const half = (widthKm * ratio) / 2 / 111.2;
    return { ...bounds, south: latitude - half, north: latitude + half };
  }
  const half = heightKm / ratio / 2 / kmLon;
  return { ...bounds, west: lon - half, east: lon + half };
}

/** The whole region on one canvas: the picture of the lake the CMS preview zooms into. */
export const regionFrame = () => frameOf(REGION, 350);

/** The stretch a locator map shows around a position: about 10 by 7.5 km, kept inside the region. */
export const locatorBounds = (longitude: number, latitude: number) =>
  withAspect(boxAround(longitude, latitude, 10, 7.5, REGION), 3 / 4);
