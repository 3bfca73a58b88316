/**
 * Markdown written in the CMS inside a page's YAML (text sections) becomes HTML with the same
 * processor Astro uses for Markdown files, so both render alike.
 */
import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';

let processor: ReturnType<typeof createSatteriMarkdownProcessor> | undefined;

export async function markdownToHtml(source: string): Promise<string> {
  processor ??= createSatteriMarkdownProcessor();
  const { code } = await (await processor).render(source);
  return code;
}
