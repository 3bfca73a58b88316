import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';

const SUFFIX = '?chunk-url';
const PREFIX = '\0chunk-url:';

/**
 * `import src from './module.ts?chunk-url'` gives the address of that module built as a chunk of
 * its own (sharing the build's other chunks, React among them), for a page script that loads it
 * later with a `<script type="module">` element. A dynamic `import()` would do the same but bring
 * Vite's preload helper, 0.9 kB gzip, to every page that carries the script. In development the
 * address is the module's own, which the dev server transforms.
 */
const chunkUrlPlugin: Plugin = {
  name: 'chunk-url',
  // Before Vite's own resolution, which would read the suffix as a query of the file.
  enforce: 'pre',
  async resolveId(source, importer) {
    if (!source.endsWith(SUFFIX)) return null;
    const resolved = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
    return resolved ? `${PREFIX}${resolved.id}` : null;
  },
  load(id) {
    if (!id.startsWith(PREFIX)) return null;
    const file = id.slice(PREFIX.length);
    if (this.environment.mode === 'dev') return `export default ${JSON.stringify(`/@fs${file}`)};`;
    return `export default import.meta.ROLLUP_FILE_URL_${this.emitFile({ type: 'chunk', id: file })};`;
  },
};

export default function chunkUrl(): AstroIntegration {
  return {
    name: 'chunk-url',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [chunkUrlPlugin] } });
      },
    },
  };
}
