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

/** The places of one municipality (or of one place outside the Swiss data) in a map's list. */
export interface PlaceGroup<M, E> {
  name: string;
  /** The municipality, where the site has a page for it. */
  municipality?: M | undefined;
  entries: E[];
}

/**
 * The firm's places grouped for a map's list, each entry once: first the municipalities where it
 * holds something, in the municipalities' order, each property in its own and each project in the
 * one its location names (else the first it belongs to); then the places outside them, by the
 * name of their location; then the municipalities where it holds nothing yet, so every
 * municipality page is named.
 */
export function placeGroups<
  M extends MunicipalityEntry,
  P extends PlaceEntry & { municipality: Ref },
  Q extends PlaceEntry & ProjectFacts,
>(
  municipalities: readonly M[],
  properties: readonly P[],
  projects: readonly Q[],
): PlaceGroup<M, P | Q>[] {
  const home = (project: Q) =>
    municipalities.find(
      (m) =>
        belongsTo(m, project) &&
        placeName(project.location).toLowerCase() === m.name.toLowerCase(),
    ) ?? municipalities.find((m) => belongsTo(m, project));
  const held: PlaceGroup<M, P | Q>[] = [];
  const empty: PlaceGroup<M, P | Q>[] = [];
  for (const municipality of municipalities) {
    const entries = [
      ...properties.filter((p) => idOf(p.municipality) === municipality.slug),
      ...projects.filter((p) => home(p) === municipality),
    ];
    (entries.length > 0 ? held : empty).push({
      name: municipality.name,
      municipality,
      entries,
    });
  }
  const elsewhere = new Map<string, Q[]>();
  for (const project of projects) {
    if (home(project)) continue;
    const name = placeName(project.location);
    elsewhere.set(name, [...(elsewhere.get(name) ?? []), project]);
  }
  return [
    ...held,
    ...[...elsewhere].map(([name, entries]) => ({ name, entries })),
    ...empty,
  ];
}
