/** Layout rules for the blocks ("sections") editors stack to make a page. */
import type { CollectionEntry } from 'astro:content';

export type Section = NonNullable<CollectionEntry<'esg'>['data']['sections']>[number];
export type SectionOf<T extends Section['type']> = Extract<Section, { type: T }>;

/**
 * Background of a section band: figures stand out on ink, the others alternate two light grounds
 * so that neighbouring bands never share one. `first` follows whatever the page shows above.
 */
export type Tone = 'ivory' | 'stone' | 'ink';

export function sectionTones(types: readonly string[], first: Exclude<Tone, 'ink'> = 'ivory'): Tone[] {
  let next: Tone = first;
  return types.map((type) => {
    if (type === 'metrics') {
      next = 'ivory';
      return 'ink';
    }
    const tone = next;
    next = next === 'ivory' ? 'stone' : 'ivory';
    return tone;
  });
}

/**
 * Splits off the calls to action that close a page, so that a page can place its own blocks
 * (an address, a list of offices) before them.
 */
export function splitClosing<S extends { type: string }>(sections: readonly S[]): { body: S[]; closing: S[] } {
  let cut = sections.length;
  while (cut > 0 && sections[cut - 1]?.type === 'callout') cut -= 1;
  return { body: sections.slice(0, cut), closing: sections.slice(cut) };
}

/** The id of a section's heading, for aria-labelledby: its anchor, else its position. */
export const headingId = (section: { anchor?: string | undefined }, index: number) => `${section.anchor ?? `section-${index + 1}`}-heading`;
