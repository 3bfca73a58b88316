/**
 * Markdown becomes HTML with the processor Astro uses for Markdown files, and with the same
 * allow-list (src/lib/markdown-allow-list.ts): Markdown files through astro.config.mjs, and the
 * Markdown written in the CMS inside a page's YAML (text sections) here, so both render alike.
 */
import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import type { HastPluginDefinition } from 'satteri';
import { safeMarkdownTree } from './markdown-allow-list';

/** The satteri step that leaves only what the allow-list keeps, with typed HTML as text. */
export const allowListOnly: HastPluginDefinition = {
  name: 'allow-list-only',
  after(root, ctx) {
    ctx.replaceNode(root, safeMarkdownTree(root));
  },
};

let processor: ReturnType<typeof createSatteriMarkdownProcessor> | undefined;

export async function markdownToHtml(source: string): Promise<string> {
  processor ??= createSatteriMarkdownProcessor({ hastPlugins: [allowListOnly] });
  const { code } = await (await processor).render(source);
  return code;
}
