/**
 * Every map the site draws, laid out as the build lays it out (src/lib/maps/site-maps.ts) from
 * the content files, in every language: no name covers another name or a mark, no mark covers
 * another, every name stays on the canvas, the lake's name lies on water and each country's
 * inside its country, clear of the border. Checked on the boxes the layout reserves, against
 * the lake's and Switzerland's outlines themselves (d3-geo's geoContains).
 */
import { geoContains } from "d3-geo";
import { describe, expect, it } from "vitest";
import { LOCALES, useTranslations } from "@/i18n";
import type { MapDrawing } from "@/lib/maps/draw";
import { frameOf, positionAt } from "@/lib/maps/frame";
import { lakes, switzerland } from "@/lib/maps/geodata";
import type { Box } from "@/lib/maps/layout";
import { cardMap, entryMap, municipalityMap, regionalMaps, tileMap, type Portfolio } from "@/lib/maps/site-maps";
import { projectsIn, propertiesIn } from "@/lib/portfolio/municipalities";
import { readFolder } from "../support/content";

const withFile = (folder: string) => readFolder(folder).map(({ file, data }) => ({ ...data, file: `content/${folder}/${file}` }));
const portfolio = {
  municipalities: withFile("municipalities"),
  properties: withFile("properties"),
  projects: withFile("projects"),
} as unknown as Portfolio;

/** Every map of the site in one language, by a name that says where it is shown. */
function siteMaps(lang: string): [string, MapDrawing][] {
  const t = useTranslations(lang);
  const words = { lake: t("map.lake"), switzerland: t("map.switzerland"), italy: t("map.italy") };
  const regional = regionalMaps(portfolio, words, t("map.detail"));
  const placesIn = (m: Portfolio["municipalities"][number]) => [...propertiesIn(m, portfolio.properties), ...projectsIn(m, portfolio.projects)];
  return [
    ["regional overview", regional.overview],
    ...(regional.detail ? [["regional detail", regional.detail] as [string, MapDrawing]] : []),
    ...portfolio.properties.map((p): [string, MapDrawing] => [`locator of ${p.slug}`, entryMap(portfolio, { property: p }, words)]),
    ...portfolio.projects.map((p): [string, MapDrawing] => [`locator of ${p.slug}`, entryMap(portfolio, { project: p }, words)]),
    ...portfolio.municipalities.map((m): [string, MapDrawing] => [`map of ${m.slug}`, municipalityMap(m, placesIn(m).map((p, i) => ({ ...p, number: i + 1 })), words)]),
    ...[...portfolio.properties, ...portfolio.projects].map((p): [string, MapDrawing] => [`card of ${p.slug}`, cardMap(portfolio, p)]),
    ...portfolio.municipalities.map((m): [string, MapDrawing] => [`tile of ${m.slug}`, tileMap(portfolio, m)]),
  ];
}

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** Whether a disc touches a box: the box's nearest point to the centre lies within the radius. */
const touches = (box: Box, x: number, y: number, r: number) =>
  Math.hypot(Math.max(box.x, Math.min(x, box.x + box.width)) - x, Math.max(box.y, Math.min(y, box.y + box.height)) - y) < r;
/** Points spread over a box, its corners and edges included. */
const samples = (box: Box) => [0, 0.25, 0.5, 0.75, 1].flatMap((u) => [0, 0.5, 1].map((v) => [box.x + u * box.width, box.y + v * box.height] as const));
const grown = (box: Box, by: number) => ({ x: box.x - by, y: box.y - by, width: box.width + 2 * by, height: box.height + 2 * by });

describe.each(LOCALES.map((l) => l.code))("every map in %s", (lang) => {
  const maps = siteMaps(lang);
  const water = lakes();
  const swiss = switzerland();

  it.each(maps)("%s: no name covers another name or a mark, and no mark another", (_, drawing) => {
    const boxes = drawing.labels.map((label) => label.box);
    const numbered = drawing.marks.some((m) => m.number !== undefined);
    const r = numbered ? 8 : 6;
    for (const [i, box] of boxes.entries()) {
      expect(box.x >= 0 && box.y >= 0 && box.x + box.width <= drawing.width && box.y + box.height <= drawing.height, `${drawing.labels[i]!.text} on the canvas`).toBe(true);
      for (const other of boxes.slice(i + 1)) expect(overlap(box, other), `${drawing.labels[i]!.text} clear of the names after it`).toBe(false);
      for (const mark of drawing.marks) {
        expect(touches(box, mark.x, mark.y, r + 1), `${drawing.labels[i]!.text} clear of the mark of ${mark.place.name}`).toBe(false);
        expect(touches(box, mark.at[0], mark.at[1], 2), `${drawing.labels[i]!.text} clear of the place of ${mark.place.name}`).toBe(false);
      }
    }
    for (const [i, a] of drawing.marks.entries())
      for (const b of drawing.marks.slice(i + 1)) expect(Math.hypot(a.x - b.x, a.y - b.y), `${a.place.name} apart from ${b.place.name}`).toBeGreaterThanOrEqual(2 * r);
  });

  it.each(maps.filter(([, d]) => d.labels.some((l) => l.kind === "lake" || l.kind === "country")))(
    "%s: the lake's name lies on water, each country's inside its country and clear of the border",
    (_, drawing) => {
      const frame = frameOf(drawing.bounds, drawing.width);
      const ground = (x: number, y: number) => {
        const point = positionAt(frame, x, y);
        return water.some((lake) => geoContains(lake, point)) ? "lake" : geoContains(swiss, point) ? "switzerland" : "italy";
      };
      for (const label of drawing.labels) {
        if (label.kind === "lake") for (const [x, y] of samples(label.box)) expect(ground(x, y), `${label.text} at ${x}, ${y}`).toBe("lake");
        if (label.kind === "country") {
          const country = label.text === useTranslations(lang)("map.switzerland") ? "switzerland" : "italy";
          for (const [x, y] of samples(grown(label.box, 5))) expect(ground(x, y), `${label.text} at ${x}, ${y}`).toBe(country);
        }
      }
    },
  );

  it("names the lake and both countries on the regional overview", () => {
    const t = useTranslations(lang);
    const overview = maps[0]![1];
    expect(overview.labels.map((l) => l.text)).toEqual(expect.arrayContaining([t("map.lake"), t("map.switzerland"), t("map.italy")]));
  });
});
