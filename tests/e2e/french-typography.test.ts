/**
 * French spacing where the markup meets the text: on every French page, no text begins with
 * ; : ! ? or » that a template put after a word of its own ("Langue: ", "Voir le projet: …"),
 * where the narrow no-break space the UI strings give would be missing. The strings themselves
 * are held to it by tests/unit/typography.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { splitLocale } from '@/lib/routes';
import { builtPages, readBuilt } from '../support/site';

const french = builtPages().filter(({ path }) => splitLocale(path).locale === 'fr');
/** A text (after a tag or a comment) that opens on the punctuation, bare or after an ordinary space. */
const UNSPACED = /(?:>|-->)[ \u00A0]?[;:!?»][^<]{0,30}/g;

describe('French pages', () => {
  it('are built', () => {
    expect(french.length).toBeGreaterThan(20);
  });

  it.each(french)('$path: no punctuation that a template added without its narrow no-break space', ({ file }) => {
    const html = readBuilt(file).replace(/<(script|style)[\s\S]*?<\/\1>/g, '');
    expect(html.match(UNSPACED) ?? []).toEqual([]);
  });
});
