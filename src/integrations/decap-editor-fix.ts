/**
 * Mends one line of Decap CMS as it is bundled, in development and in the build.
 *
 * Decap's editor asks for the open entry's page on the site (its "View Live" link) with the
 * published entry from its store, which is not always there when the editor opens (with the
 * editorial workflow, after a draft was saved or when the entry was reached from its draft).
 * Decap then fails with "Cannot read properties of undefined" in the console and shows "Failed to
 * load deploy preview". The entry being edited, which has the same address, stands in for it.
 * Should a Decap update change the line, the build stops here rather than running without it.
 */
import type { AstroIntegration } from 'astro';

const EDITOR = /decap-cms-core[\\/]dist[\\/]esm[\\/]components[\\/]Editor[\\/]Editor\.js$/;
const LINK_REQUEST = 'loadDeployPreview: opts => loadDeployPreview(collection, slug, entry, isPublished, opts)';

export function mendEditor(code: string, id: string): string | null {
  if (!EDITOR.test(id)) return null;
  if (!code.includes(LINK_REQUEST)) throw new Error(`${id}: the line this project mends has changed; check whether Decap now asks for the link without a published entry.`);
  return code.replace(LINK_REQUEST, "loadDeployPreview: opts => loadDeployPreview(collection, slug, entry ?? entryDraft.get('entry'), isPublished, opts)");
}

const plugin = { name: 'decap-editor-fix', transform: mendEditor };

export default function decapEditorFix(): AstroIntegration {
  return {
    name: 'decap-editor-fix',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        // The build bundles Decap with Vite's plugins; the dev server pre-bundles it with its own.
        updateConfig({ vite: { plugins: [plugin], optimizeDeps: { rolldownOptions: { plugins: [plugin] } } } });
      },
    },
  };
}
