/**
 * The maps the build writes as SVG files (the card maps, the whole region for the CMS preview),
 * in the palette's colours as values: a file has no access to the page's CSS.
 */
import { themeColour } from '../theme-colours';
import type { MapDrawing } from './draw';
import { MAP_PALETTE } from './palette';

/** A paint of the map palette as a colour value. */
export const mapColour = (paint: keyof typeof MAP_PALETTE) => themeColour(MAP_PALETTE[paint]);

/** A card's map as an SVG file: the ground, the municipalities, the lake, the border, the firm's other places as dots and the card's own as marks. */
export function cardSvg(
  drawing: Pick<MapDrawing, 'width' | 'height' | 'switzerland' | 'lakes' | 'border' | 'areas'> & {
    marks: { x: number; y: number }[];
    dots: { x: number; y: number }[];
  },
): string {
  const colour = mapColour;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${drawing.width} ${drawing.height}" preserveAspectRatio="xMidYMid slice">
<rect width="100%" height="100%" fill="${colour('ground')}"/>
<path d="${drawing.switzerland}" fill="${colour('land')}"/>
${drawing.areas.map((a) => `<path d="${a.d}" fill="${a.held ? colour('held') : 'none'}" stroke="${colour('outline')}" stroke-width="${a.held ? 0.8 : 0.5}"/>`).join('\n')}
<path d="${drawing.lakes}" fill="${colour('lake')}" stroke="${colour('outline')}" stroke-opacity="0.5" stroke-width="0.6"/>
${drawing.border ? `<path d="${drawing.border}" fill="none" stroke="${colour('border')}" stroke-width="1" stroke-dasharray="4 2.5"/>` : ''}
${drawing.dots.map((d) => `<circle cx="${d.x}" cy="${d.y}" r="3" fill="${colour('mark')}" stroke="${colour('onMark')}" stroke-width="1"/>`).join('\n')}
${drawing.marks.map((m) => `<circle cx="${m.x}" cy="${m.y}" r="9" fill="${colour('mark')}" stroke="${colour('onMark')}" stroke-width="2.5"/><circle cx="${m.x}" cy="${m.y}" r="3" fill="${colour('onMark')}"/>`).join('\n')}
</svg>
`;
}
