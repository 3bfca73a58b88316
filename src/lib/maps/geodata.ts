/**
 * The geodata the maps are drawn from, read once per build from the `swiss-maps` package: the
 * generalised boundaries of the Swiss Federal Statistical Office (BFS, GEOSTAT) on swisstopo's
 * base, as TopoJSON in WGS 84. They hold the lakes whole, Lake Maggiore with its Italian
 * shore, the Swiss border and every Swiss municipality by its BFS number. Italian
 * municipalities are not in them: the maps show those as points by the lake.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Feature, FeatureCollection, MultiLineString } from "geojson";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

/** The year of the boundaries: municipalities merge, and their numbers with them. */
const BOUNDARIES_YEAR = 2026;

/** The lakes' numbers in the data (BFS): Lake Maggiore, and Lake Lugano, whose western arm the regional map reaches. */
const LAKES = [9712, 9709];

type Objects = Record<
  "country" | "municipalities" | "lakes",
  GeometryCollection
>;

let data:
  | {
      lakes: Feature[];
      switzerland: FeatureCollection;
      border: MultiLineString;
      municipalities: Map<number, Feature>;
    }
  | undefined;

function load() {
  if (data) return data;
  const file = createRequire(import.meta.url).resolve(
    `swiss-maps/${BOUNDARIES_YEAR}/ch-combined.json`,
  );
  const topology = JSON.parse(readFileSync(file, "utf8")) as Topology<Objects>;
  const { objects } = topology;
  const lakes = (
    feature(topology, objects.lakes) as FeatureCollection
  ).features.filter((lake) => LAKES.includes(Number(lake.id)));
  const municipalities = new Map(
    (
      feature(topology, objects.municipalities) as FeatureCollection
    ).features.map((m) => [Number(m.id), m]),
  );
  data = {
    lakes,
    switzerland: feature(topology, objects.country) as FeatureCollection,
    border: mesh(topology, objects.country),
    municipalities,
  };
  return data;
}

export const lakes = () => load().lakes;
export const switzerland = () => load().switzerland;
export const swissBorder = () => load().border;

/**
 * The outline of a Swiss municipality by its BFS number. An unknown number fails the build,
 * naming the entry's file and field.
 */
export function municipalityOutline(bfs: number, file: string): Feature {
  const outline = load().municipalities.get(bfs);
  if (!outline)
    throw new Error(
      `${file}: bfs: no Swiss municipality has the number ${bfs} in the boundaries of ${BOUNDARIES_YEAR} (the BFS number, e.g. 5091 for Ascona).`,
    );
  return outline;
}
