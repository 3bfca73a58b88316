/**
 * The site's colours for pictures drawn outside a page (an SVG file or a PDF has no access to the
 * page's CSS): read from the theme tokens of global.css, so the palette stays in one place. The
 * file is read from disk, as Vitest hands a stylesheet imported `?raw` over empty.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { MapDrawing } from "./draw";

const css = readFileSync(join(process.cwd(), "src/styles/global.css"), "utf8");

const tokens = new Map(
  [...css.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{3,8})\s*;/gi)].map(
    ([, name, value]) => [name!, value!],
  ),
);

export function themeColour(name: string): string {
  const value = tokens.get(name);
  if (!value)
    throw new Error(`No colour --color-${name} in src/styles/global.css.`);
  return value;
}

/** A card's map as an SVG file: the ground, the municipalities, the lake, the border, the firm's other places as dots and the card's own as marks. */
export function cardSvg(
  drawing: Pick<MapDrawing, "width" | "height" | "switzerland" | "lakes" | "border" | "areas"> & {
    marks: { x: number; y: number }[];
    dots: { x: number; y: number }[];
  },
): string {
  const colour = themeColour;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${drawing.width} ${drawing.height}" preserveAspectRatio="xMidYMid slice">
<rect width="100%" height="100%" fill="${colour("ivory")}"/>
<path d="${drawing.switzerland}" fill="${colour("stone")}"/>
${drawing.areas.map((a) => `<path d="${a.d}" fill="${a.held ? colour("stone-deep") : "none"}" stroke="${colour("ink-soft")}" stroke-width="${a.held ? 0.8 : 0.5}"/>`).join("\n")}
<path d="${drawing.lakes}" fill="${colour("lake")}" stroke="${colour("ink-soft")}" stroke-opacity="0.5" stroke-width="0.6"/>
${drawing.border ? `<path d="${drawing.border}" fill="none" stroke="${colour("ink")}" stroke-width="1" stroke-dasharray="4 2.5"/>` : ""}
${drawing.dots.map((d) => `<circle cx="${d.x}" cy="${d.y}" r="3" fill="${colour("brass-deep")}" stroke="${colour("ivory")}" stroke-width="1"/>`).join("\n")}
${drawing.marks.map((m) => `<circle cx="${m.x}" cy="${m.y}" r="9" fill="${colour("brass-deep")}" stroke="${colour("ivory")}" stroke-width="2.5"/><circle cx="${m.x}" cy="${m.y}" r="3" fill="${colour("ivory")}"/>`).join("\n")}
</svg>
`;
}
