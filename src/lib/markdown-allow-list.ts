/**
 * What Markdown may put on a page: one allow-list for the site (src/lib/markdown.ts, and every
 * Markdown file through astro.config.mjs) and the CMS preview (admin/previews/markdown.ts), so
 * the preview shows what visitors will see.
 *
 * Editors write text. HTML typed into it is shown as typed ("<b>", "<5% vacancy"), never run
 * or laid out: it becomes text before the sanitizer sees the tree. The sanitizer then keeps only
 * the elements Markdown itself makes, and links only to web, mail and phone addresses or the
 * site's own pages: a `javascript:` link loses its address and keeps its words.
 */
import type { Nodes, Root, RootContent } from 'hast';
import { sanitize, type Schema } from 'hast-util-sanitize';

const MARKDOWN_ALLOW_LIST: Schema = {
  tagNames: ['p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'em', 'strong', 'del', 'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img'],
  attributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
  },
  protocols: { href: ['http', 'https', 'mailto', 'tel'], src: ['http', 'https'] },
  ancestors: { tbody: ['table'], thead: ['table'], tr: ['table'], th: ['table'], td: ['table'] },
  // Headings keep the ids the site gives them for links to a part of a page.
  clobber: [],
  strip: ['script', 'style'],
};

/** HTML an editor typed (a `raw` node of the tree), turned into the text they typed. */
function typedAsText<N extends Nodes>(node: N): N {
  if (node.type === 'raw') return { type: 'text', value: node.value } as unknown as N;
  if ('children' in node) return { ...node, children: node.children.map((child) => typedAsText(child as RootContent)) } as N;
  return node;
}

/** The tree Markdown made, with typed HTML as text and nothing outside the allow-list. */
export function safeMarkdownTree(tree: Root): Root {
  return sanitize(typedAsText(tree), MARKDOWN_ALLOW_LIST) as Root;
}
