/**
 * The whole region (routes.regionMap), its lakes, the Swiss border and the outlines of the
 * municipalities of the firm, in the site's palette. The CMS preview of a property or project
 * shows the part of it around the entry's position, as its locator map will.
 */
import { getCollection } from "astro:content";
import {
  lakes,
  municipalityOutline,
  swissBorder,
  switzerland,
} from "@/lib/maps/geodata";
import { regionFrame } from "@/lib/maps/frame";
import { pathDrawer } from "@/lib/maps/paths";
import { mapColour } from "@/lib/maps/svg-files";

export async function GET() {
  const frame = regionFrame();
  const path = pathDrawer(frame);
  const municipalities = await getCollection("municipalities");
  const outlines = [
    ...new Map(
      municipalities.map((m) => [
        m.data.bfs,
        municipalityOutline(m.data.bfs, m.filePath ?? m.id),
      ]),
    ).values(),
  ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${frame.width} ${frame.height}" width="${frame.width}" height="${frame.height}">
<rect width="100%" height="100%" fill="${mapColour("ground")}"/>
<path d="${path(switzerland())}" fill="${mapColour("land")}"/>
${outlines.map((o) => `<path d="${path(o)}" fill="${mapColour("held")}" stroke="${mapColour("outline")}" stroke-width="0.2"/>`).join("\n")}
<path d="${path({ type: "FeatureCollection", features: lakes() })}" fill="${mapColour("lake")}"/>
<path d="${path(swissBorder())}" fill="none" stroke="${mapColour("border")}" stroke-width="0.4" stroke-dasharray="1.6 1"/>
</svg>
`;
  return new Response(svg, { headers: { "Content-Type": "image/svg+xml" } });
}
