/**
 * The places a map shows, from the portfolio: a mark for each property and project, and the
 * municipalities they lie in. A Swiss municipality is drawn with its outline (by its BFS
 * number); a place the Swiss data do not hold (Cannobio, Castelveccana) is named at its marks.
 */
import type { Feature } from "geojson";
import {
  belongsTo,
  type MunicipalityRef,
  type ProjectFacts,
} from "../portfolio/municipalities";
import type { MapArea, MapPlace } from "./draw";
import type { Position } from "@/model/region";

type Ref = string | { id: string };
const idOf = (ref: Ref) => (typeof ref === "string" ? ref : ref.id);

export interface PlaceEntry extends Position {
  name: string;
  slug: string;
}

export interface MunicipalityEntry extends MunicipalityRef {
  bfs: number;
}

/** The place named first in a location ("Cannobio, Piedmont, Italy" → "Cannobio"). */
export const placeName = (location: string) => location.split(",")[0]!.trim();

export const toPlace = (entry: PlaceEntry, href?: string): MapPlace => ({
  name: entry.name,
  latitude: entry.latitude,
  longitude: entry.longitude,
  href,
});

/**
 * The municipalities of the given properties and projects, each with its places, in the
 * municipalities' order; then the places outside them, by the name of their location.
 */
export function areasOf<M extends MunicipalityEntry>(
  municipalities: readonly M[],
  properties: readonly (PlaceEntry & { municipality: Ref })[],
  projects: readonly (PlaceEntry & ProjectFacts)[],
  outline: (municipality: M) => Feature,
  place: (entry: PlaceEntry) => MapPlace = (entry) => toPlace(entry),
): MapArea[] {
  const areas: MapArea[] = [];
  for (const municipality of municipalities) {
    const own = [
      ...properties.filter((p) => idOf(p.municipality) === municipality.slug),
      ...projects.filter((p) => belongsTo(municipality, p)),
    ];
    if (own.length > 0)
      areas.push({
        name: municipality.name,
        outline: outline(municipality),
        places: own.map(place),
      });
  }
  const elsewhere = new Map<string, MapPlace[]>();
  for (const project of projects) {
    if (municipalities.some((m) => belongsTo(m, project))) continue;
    const name = placeName(project.location);
    elsewhere.set(name, [...(elsewhere.get(name) ?? []), place(project)]);
  }
  for (const [name, places] of elsewhere) areas.push({ name, places });
  return areas;
}
