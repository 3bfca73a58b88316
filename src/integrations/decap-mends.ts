/**
 * Mends three lines of Decap CMS as it is bundled, in development and in the build.
 *
 * Decap's editor asks for the open entry's page on the site (its "View Live" link) with the
 * published entry from its store, which is not always there when the editor opens (with the
 * editorial workflow, after a draft was saved or when the entry was reached from its draft), and
 * at moments with no entry at all. Decap then fails with "Cannot read properties of undefined" in
 * the console and shows "Failed to load deploy preview". The entry being edited, which has the
 * same address, stands in for the published one; with neither there is no link yet.
 *
 * Saving an entry that is not translated into every language (a language whose file does not
 * exist) failed with "Cannot read properties of undefined (reading 'get')": Decap prepares every
 * language's data for saving, present or not. A language without data is left as it is, and
 * Decap then writes no file for it, as it already does for languages without data.
 *
 * Should a Decap update change any of these lines, the build stops here rather than running
 * without the mend.
 */
import type { AstroIntegration } from 'astro';

const MENDS = [
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]components[\\/]Editor[\\/]Editor\.js$/,
    line: 'loadDeployPreview: opts => loadDeployPreview(collection, slug, entry, isPublished, opts)',
    mended: "loadDeployPreview: opts => loadDeployPreview(collection, slug, entry ?? entryDraft.get('entry'), isPublished, opts)",
  },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]lib[\\/]formatters\.js$/,
    line: "const basePath = trimEnd(baseUrl, '/');",
    mended: "if (!entry?.get('data')) return;\n  const basePath = trimEnd(baseUrl, '/');",
  },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]lib[\\/]i18n\.js$/,
    line: 'entry = entry.setIn(dataPath, serializeValues(entry.getIn(dataPath)));',
    mended: 'if (entry.getIn(dataPath)) entry = entry.setIn(dataPath, serializeValues(entry.getIn(dataPath)));',
  },
];

export function mendDecap(code: string, id: string): string | null {
  const mend = MENDS.find(({ file }) => file.test(id));
  if (!mend) return null;
  if (!code.includes(mend.line)) throw new Error(`${id}: the line this project mends has changed (${mend.line}); check whether Decap still needs the mend.`);
  return code.replace(mend.line, mend.mended);
}

const plugin = { name: 'decap-mends', transform: mendDecap };

export default function decapMends(): AstroIntegration {
  return {
    name: 'decap-mends',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        // The build bundles Decap with Vite's plugins; the dev server pre-bundles it with its own.
        updateConfig({ vite: { plugins: [plugin], optimizeDeps: { rolldownOptions: { plugins: [plugin] } } } });
      },
    },
  };
}
