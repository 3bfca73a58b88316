/**
 * A map drawn at build time (src/lib/maps/draw.ts) as vector drawing in a PDF, in the colours
 * of the map on the page (components/maps/MapCanvas.astro). The PDF cannot set a label on a halo
 * of its ground as the page does, so its names stand on the map as they are placed there.
 */
import { Circle, G, Line, Path, Rect, Svg, Text } from '@react-pdf/renderer';
import type { MapDrawing } from '@/lib/maps/draw';
import { SANS, SERIF } from '@/lib/pdf/fonts';
import { colour } from './theme';

const LABEL = {
  lake: { fill: colour.inkSoft, style: { fontFamily: SERIF, fontStyle: 'italic', fontWeight: 500, fontSize: 14 } },
  country: { fill: colour.inkSoft, style: { fontFamily: SANS, fontWeight: 400, fontSize: 8 } },
  detail: { fill: colour.brassDeep, style: { fontFamily: SANS, fontWeight: 600, fontSize: 12 } },
  place: { fill: colour.ink, style: { fontFamily: SANS, fontWeight: 500, fontSize: 12 } },
  area: { fill: colour.ink, style: { fontFamily: SANS, fontWeight: 500, fontSize: 12 } },
} as const;

export function LocatorMap({ drawing, width }: { drawing: MapDrawing; width: number }) {
  const { inset } = drawing;
  return (
    <Svg viewBox={`0 0 ${drawing.width} ${drawing.height}`} width={width} height={(width * drawing.height) / drawing.width} style={{ backgroundColor: colour.ivory }}>
      <Path d={drawing.switzerland} fill={colour.stone} />
      {drawing.areas.map(({ d, held }, i) => (
        <Path key={i} d={d} fill={held ? colour.stoneDeep : 'none'} stroke={colour.inkSoft} strokeWidth={held ? 0.8 : 0.6} />
      ))}
      <Path d={drawing.lakes} fill={colour.lake} stroke={colour.inkSoft} strokeOpacity={0.6} strokeWidth={0.6} />
      {drawing.border && <Path d={drawing.border} fill="none" stroke={colour.ink} strokeWidth={1} strokeDasharray="4 2.5" />}
      {inset && (
        <G transform={`translate(${inset.x} ${inset.y})`}>
          <Rect width={inset.width} height={inset.height} fill={colour.ivory} stroke={colour.inkSoft} strokeWidth={0.6} />
          <Path d={inset.switzerland} fill={colour.stone} />
          <Path d={inset.lakes} fill={colour.lake} />
          <Rect {...inset.frame} fill="none" stroke={colour.brassDeep} strokeWidth={1.2} />
        </G>
      )}
      {drawing.labels.map((label, i) => (
        <Text key={i} x={label.x} y={label.y} textAnchor={label.anchor} {...LABEL[label.kind]}>
          {label.kind === 'country' ? label.text.toUpperCase() : label.text}
        </Text>
      ))}
      {drawing.marks.map((mark, i) => (
        <G key={i}>
          {Math.hypot(mark.x - mark.at[0], mark.y - mark.at[1]) > 1 && <Line x1={mark.at[0]} y1={mark.at[1]} x2={mark.x} y2={mark.y} stroke={colour.brassDeep} strokeWidth={1} />}
          <Circle cx={mark.x} cy={mark.y} r={6} fill={colour.brassDeep} stroke={colour.ivory} strokeWidth={1.5} />
        </G>
      ))}
    </Svg>
  );
}
