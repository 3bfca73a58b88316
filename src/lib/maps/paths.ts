/** The outlines of a map frame as SVG paths, with d3's projection and clipping. */
import { geoMercator, geoPath, type GeoPermissibleObjects } from "d3-geo";
import { mercatorY, RADIANS, type Frame } from "./frame";

/** The frame's transform as a d3 projection, clipped to the canvas. */
export function projection(frame: Frame) {
  return geoMercator()
    .scale(frame.scale)
    .translate([
      -frame.scale * frame.bounds.west * RADIANS,
      frame.scale * mercatorY(frame.bounds.north),
    ])
    .clipExtent([
      [0, 0],
      [frame.width, frame.height],
    ]);
}

/** An SVG path drawer for the frame, with one decimal: a tenth of a canvas unit is below what any screen shows. */
export function pathDrawer(frame: Frame) {
  const path = geoPath(projection(frame)).digits(1);
  return (object: GeoPermissibleObjects) => path(object) ?? "";
}
