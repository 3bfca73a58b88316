/**
 * The theme's colours as values, for pictures drawn outside a page (an SVG file or a PDF has no
 * access to the page's CSS): read from the theme tokens of global.css, so each colour is written
 * once. The file is read from disk, as Vitest hands a stylesheet imported `?raw` over empty.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const css = readFileSync(join(process.cwd(), 'src/styles/global.css'), 'utf8');

const tokens = new Map([...css.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{3,8})\s*;/gi)].map(([, name, value]) => [name!, value!]));

export function themeColour(name: string): string {
  const value = tokens.get(name);
  if (!value) throw new Error(`No colour --color-${name} in src/styles/global.css.`);
  return value;
}
