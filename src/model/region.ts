/**
 * The region the site's maps show: Lake Maggiore from its southern end to the hills above
 * Locarno, the Swiss and the Italian shore. Positions in the content must lie inside it.
 */
export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

export const REGION: Bounds = {
  west: 8.45,
  south: 45.7,
  east: 8.95,
  north: 46.25,
};

/** A position in degrees (WGS 84), as the content stores it. */
export interface Position {
  latitude: number;
  longitude: number;
}

export const inRegion = (
  { latitude, longitude }: Position,
  region: Bounds = REGION,
) =>
  latitude >= region.south &&
  latitude <= region.north &&
  longitude >= region.west &&
  longitude <= region.east;
