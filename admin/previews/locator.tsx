/**
 * The locator map of a property or project in the preview: the stretch of the lake the page's
 * map will show around the typed position, cut from the site's picture of the whole region
 * (/maps/lake-maggiore.svg), with the entry's mark. A position outside the region shows no map
 * (the form says what is wrong with it).
 */
import { locatorBounds, pointOf, regionFrame } from "@/lib/maps/frame";
import { MAP_CLASSES } from "@/lib/maps/palette";
import { inRegion } from "@/model/region";
import { routes } from "@/lib/routes";
import type { Part } from "@/lib/portfolio/detail-pages";
import { Block } from "./portfolio";

export function LocatorPreview({
  latitude,
  longitude,
  part,
}: {
  latitude: number | undefined;
  longitude: number | undefined;
  part: Part;
}) {
  if (
    latitude === undefined ||
    longitude === undefined ||
    !inRegion({ latitude, longitude })
  )
    return null;
  const region = regionFrame();
  const bounds = locatorBounds(longitude, latitude);
  const [x0, y0] = pointOf(region, bounds.west, bounds.north);
  const [x1, y1] = pointOf(region, bounds.east, bounds.south);
  const [x, y] = pointOf(region, longitude, latitude);
  // The mark keeps the size it has on the page, whatever the zoom.
  const r = (6 * (x1 - x0)) / 350;
  return (
    <Block part={part} className="container-site py-16 md:py-24">
      <svg
        viewBox={`${x0} ${y0} ${x1 - x0} ${y1 - y0}`}
        className="mt-10 block h-auto w-full max-w-xl"
        role="img"
        aria-label={part.heading}
        data-locator-preview
      >
        <image
          href={routes.regionMap}
          x={0}
          y={0}
          width={region.width}
          height={region.height}
        />
        <circle
          cx={x}
          cy={y}
          r={r}
          className={`${MAP_CLASSES.mark} ${MAP_CLASSES.markRing}`}
          strokeWidth={r / 4}
        />
      </svg>
    </Block>
  );
}
