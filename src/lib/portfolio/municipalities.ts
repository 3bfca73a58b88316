/**
 * What a municipality page lists. A property names its municipality (a required relation), so
 * it belongs to exactly one. A project's membership is derived from its location text, with the
 * exceptions below; a project that lists its municipalities explicitly (a CMS field) belongs to
 * exactly those instead.
 */

/** An entry named in a relation: its id as written in content, or the reference Astro resolves it to. */
type Ref = string | { id: string };
const idOf = (ref: Ref) => (typeof ref === 'string' ? ref : ref.id);

export interface MunicipalityRef {
  slug: string;
  name: string;
}

export interface ProjectFacts {
  name: string;
  location: string;
  description: string;
  /** Municipalities chosen by an editor (slugs or content references); empty or absent means "derive". */
  municipalities?: readonly Ref[] | undefined;
}

const contains = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());

/** Rules that replace or extend the plain "location contains the name" match, by slug. */
const RULES: Record<string, (project: ProjectFacts, byName: boolean) => boolean> = {
  // Orselina addresses often read "Orselina, above Locarno"; they are not Locarno's.
  locarno: (p, byName) => byName && !contains(p.location, 'Orselina'),
  muralto: (p, byName) => byName || contains(p.name, 'Baronada'),
  cardada: (p, byName) => byName || contains(p.name, 'BarcaBlu') || contains(p.description, 'cardada'),
  // "Ronco" alone (as locals write it) counts; "Roncobello" or "Ronconi" do not.
  'ronco-sopra-ascona': (p) => /\bronco\b/i.test(p.location),
};

export function belongsTo(municipality: MunicipalityRef, project: ProjectFacts): boolean {
  const chosen = project.municipalities?.map(idOf) ?? [];
  if (chosen.length > 0) return chosen.includes(municipality.slug);
  const byName = contains(project.location, municipality.name);
  const rule = RULES[municipality.slug];
  return rule ? rule(project, byName) : byName;
}

export function projectsIn<P extends ProjectFacts>(municipality: MunicipalityRef, projects: readonly P[]): P[] {
  return projects.filter((project) => belongsTo(municipality, project));
}

export function propertiesIn<P extends { municipality: Ref }>(municipality: MunicipalityRef, properties: readonly P[]): P[] {
  return properties.filter((property) => idOf(property.municipality) === municipality.slug);
}
