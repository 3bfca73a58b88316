/**
 * Markdown in the preview, rendered in the browser and held to the site's allow-list
 * (src/lib/markdown-allow-list.ts): Decap's own Markdown preview would put any HTML an editor
 * types into the page, scripts included.
 */
import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toHast } from 'mdast-util-to-hast';
import { gfm } from 'micromark-extension-gfm';
import { safeMarkdownTree } from '../../src/lib/markdown-allow-list';

export function markdownPreviewHtml(source: string): string {
  const tree = fromMarkdown(source, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  // Typed HTML is kept as `raw` nodes so that the allow-list can show it as the text it is.
  return toHtml(safeMarkdownTree(toHast(tree, { allowDangerousHtml: true }) as Root));
}
