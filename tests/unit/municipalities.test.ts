import { describe, expect, it } from 'vitest';
import { belongsTo, projectsIn, propertiesIn, type ProjectFacts } from '@/lib/portfolio/municipalities';

const project = (facts: Partial<ProjectFacts>): ProjectFacts => ({ name: 'Hotel', location: 'Somewhere, Ticino', description: 'A hotel.', ...facts });

const ASCONA = { slug: 'ascona', name: 'Ascona' };
const LOCARNO = { slug: 'locarno', name: 'Locarno' };
const MURALTO = { slug: 'muralto', name: 'Muralto' };
const CARDADA = { slug: 'cardada', name: 'Cardada' };
const RONCO = { slug: 'ronco-sopra-ascona', name: 'Ronco sopra Ascona' };
const BRISSAGO = { slug: 'brissago', name: 'Brissago' };

describe('municipality membership', () => {
  it('includes a project whose location contains the name, in any case', () => {
    expect(belongsTo(BRISSAGO, project({ location: 'Brissago, Ticino, Switzerland' }))).toBe(true);
    expect(belongsTo(BRISSAGO, project({ location: 'via al lago, BRISSAGO' }))).toBe(true);
    expect(belongsTo(ASCONA, project({ location: 'lungolago, ascona' }))).toBe(true);
  });

  it('leaves out a project whose location does not contain the name', () => {
    expect(belongsTo(BRISSAGO, project({ location: 'Cannobio, Piedmont, Italy' }))).toBe(false);
  });

  it('does not match on the name or description for ordinary municipalities', () => {
    expect(belongsTo(BRISSAGO, project({ name: 'Brissago Hotel', description: 'Near Brissago.', location: 'Ascona, Ticino' }))).toBe(false);
  });

  it('Locarno excludes locations that contain Orselina', () => {
    expect(belongsTo(LOCARNO, project({ location: 'Locarno, Ticino' }))).toBe(true);
    expect(belongsTo(LOCARNO, project({ location: 'Orselina, above Locarno' }))).toBe(false);
    expect(belongsTo(LOCARNO, project({ location: 'orselina sopra locarno' }))).toBe(false);
  });

  it('Muralto also includes projects whose name contains Baronada', () => {
    expect(belongsTo(MURALTO, project({ location: 'Muralto, Ticino' }))).toBe(true);
    expect(belongsTo(MURALTO, project({ name: 'La Baronada Club', location: 'Locarno, Ticino' }))).toBe(true);
    expect(belongsTo(MURALTO, project({ name: 'LA BARONADA', location: 'Minusio' }))).toBe(true);
    expect(belongsTo(MURALTO, project({ name: 'La Baronnata Estate', location: 'Minusio' }))).toBe(false);
  });

  it('Cardada includes names containing BarcaBlu and descriptions mentioning cardada', () => {
    expect(belongsTo(CARDADA, project({ location: 'Cardada, Ticino' }))).toBe(true);
    expect(belongsTo(CARDADA, project({ name: 'Soriso Hotel & BarcaBlu', location: 'Orselina, Ticino' }))).toBe(true);
    expect(belongsTo(CARDADA, project({ name: 'barcablu lodges', location: 'Orselina' }))).toBe(true);
    expect(belongsTo(CARDADA, project({ description: 'Lodges on the Cardada plateau.', location: 'Orselina' }))).toBe(true);
    expect(belongsTo(CARDADA, project({ name: 'Barca Blu', description: 'A lake boat.', location: 'Orselina' }))).toBe(false);
  });

  it('Ronco sopra Ascona matches the word ronco in the location', () => {
    expect(belongsTo(RONCO, project({ location: 'Ronco sopra Ascona, Ticino' }))).toBe(true);
    expect(belongsTo(RONCO, project({ location: 'Ronco, Ticino' }))).toBe(true);
    expect(belongsTo(RONCO, project({ location: 'Porto RONCO' }))).toBe(true);
    expect(belongsTo(RONCO, project({ location: 'Roncobello, Lombardy' }))).toBe(false);
    expect(belongsTo(RONCO, project({ name: 'Ronco villa', location: 'Ascona' }))).toBe(false);
  });

  it('an explicit list of municipalities overrides the derived membership', () => {
    const placed = project({ location: 'Brissago, Ticino', municipalities: ['ascona'] });
    expect(belongsTo(ASCONA, placed)).toBe(true);
    expect(belongsTo(BRISSAGO, placed)).toBe(false);
    const overrideException = project({ name: 'La Baronada Club', location: 'Muralto', municipalities: ['locarno'] });
    expect(belongsTo(MURALTO, overrideException)).toBe(false);
    expect(belongsTo(LOCARNO, overrideException)).toBe(true);
  });

  it('accepts the content references the CMS stores', () => {
    const placed = project({ location: 'Brissago', municipalities: [{ id: 'minusio' }] });
    expect(belongsTo({ slug: 'minusio', name: 'Minusio' }, placed)).toBe(true);
    expect(belongsTo(BRISSAGO, placed)).toBe(false);
  });

  it('an empty explicit list falls back to the derived membership', () => {
    expect(belongsTo(BRISSAGO, project({ location: 'Brissago', municipalities: [] }))).toBe(true);
  });

  it('projectsIn keeps the order of the projects it is given', () => {
    const list = [project({ name: 'B', location: 'Muralto' }), project({ name: 'La Baronada', location: 'Orselina' }), project({ name: 'C', location: 'Ascona' })];
    expect(projectsIn(MURALTO, list).map((p) => p.name)).toEqual(['B', 'La Baronada']);
    expect(projectsIn(LOCARNO, list)).toEqual([]);
  });
});

describe('properties of a municipality', () => {
  const property = (slug: string, municipality: string | { id: string }) => ({ slug, municipality });

  it('lists exactly the properties that name the municipality, as written or as a resolved reference', () => {
    const all = [property('esplanade-hotel', 'minusio'), property('al-lago', { id: 'brissago' }), property('yacht-sport-resort', 'brissago')];
    expect(propertiesIn({ slug: 'brissago', name: 'Brissago' }, all).map((p) => p.slug)).toEqual(['al-lago', 'yacht-sport-resort']);
    expect(propertiesIn({ slug: 'minusio', name: 'Minusio' }, all).map((p) => p.slug)).toEqual(['esplanade-hotel']);
  });

  it('does not match a property on its location text', () => {
    expect(propertiesIn(ASCONA, [{ slug: 'x', location: 'Ascona, Ticino', municipality: 'locarno' }])).toEqual([]);
  });
});
