/**
 * The maps' colours, once: what each colour paints, as a token of the theme (`--color-…` in
 * src/styles/global.css). The SVG files the build writes take the token's value (svg-files.ts);
 * the maps drawn in a page (MapCanvas) and the CMS preview take the utility classes below.
 * Browser-safe: the CMS preview imports it.
 */
export const MAP_PALETTE = {
  /** The canvas, the inset's ground, the halo of names on land. */
  ground: 'ivory',
  /** Switzerland. */
  land: 'stone',
  /** A municipality where the firm holds something. */
  held: 'stone-deep',
  /** The municipalities' outlines, the shore, the inset's edge. */
  outline: 'ink-soft',
  lake: 'lake',
  /** The Swiss border and the canvas's edge. */
  border: 'ink',
  /** The marks, the dots and the frames of details, with their names. */
  mark: 'brass-deep',
  /** What stands on a mark: its ring and its number. */
  onMark: 'ivory',
  /** The names of places and municipalities. */
  name: 'ink',
  /** The names of the lake and the countries. */
  quietName: 'ink-soft',
} as const;

type Paint = keyof typeof MAP_PALETTE;
type Utility = 'bg' | 'border' | 'fill' | 'stroke';

/**
 * A utility class in the colour of a paint, optionally with an opacity. The class is written out
 * whole, as Tailwind finds only classes it can read in the source; its type holds it to the palette.
 */
const paint = <P extends Paint, C extends `${Utility}-${(typeof MAP_PALETTE)[P]}` | `${Utility}-${(typeof MAP_PALETTE)[P]}/${number}`>(_paint: P, utility: C) => utility;

/** The palette as classes, for a map drawn in a page. */
export const MAP_CLASSES = {
  canvas: paint('ground', 'bg-ivory'),
  edge: paint('border', 'border-ink/10'),
  land: paint('land', 'fill-stone'),
  held: paint('held', 'fill-stone-deep'),
  outline: paint('outline', 'stroke-ink-soft'),
  lake: paint('lake', 'fill-lake'),
  shore: paint('outline', 'stroke-ink-soft/60'),
  border: paint('border', 'stroke-ink'),
  insetGround: paint('ground', 'fill-ivory'),
  detailVeil: paint('ground', 'fill-ivory/35'),
  mark: paint('mark', 'fill-brass-deep'),
  markLine: paint('mark', 'stroke-brass-deep'),
  markRing: paint('onMark', 'stroke-ivory'),
  markNumber: paint('onMark', 'fill-ivory'),
  name: paint('name', 'fill-ink'),
  quietName: paint('quietName', 'fill-ink-soft'),
  detailName: paint('mark', 'fill-brass-deep'),
  halo: paint('ground', 'stroke-ivory'),
  lakeHalo: paint('lake', 'stroke-lake'),
};
