/**
 * References in the content that point at nothing: a picture or PDF that was deleted, a menu,
 * footer or text link to a page that does not exist, a relation to a missing entry
 * (src/lib/content/references.ts finds them).
 *
 * The production build fails naming each one, file and field; the CMS's local backend refuses
 * such deletions, but the Git backend in production cannot be stopped from making them. The dev
 * server instead shows a neutral stand-in for a missing picture and says which entries need a new
 * one, so an editor's deletion never takes the pages down while they work.
 */
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import type { Plugin } from 'vite';
import { usesOf, type Dangling } from '../lib/content/references';
import { danglingReferences, readContent } from '../lib/content/references-on-disk';
import { pageAddresses } from '../lib/route-table';

const STAND_IN = fileURLToPath(new URL('../assets/missing-picture.png', import.meta.url));
const PICTURE = /\.(avif|gif|jpe?g|png|svg|tiff?|webp)$/i;
const CONTENT_IMAGE_FLAG = 'astroContentImageFlag';

function danglingMessage(dangling: readonly Dangling[]): string {
  return (
    `${dangling.length} reference${dangling.length === 1 ? '' : 's'} in the content point${dangling.length === 1 ? 's' : ''} at nothing:\n` +
    dangling.map((d) => `  - ${d.message}`).join('\n') +
    '\nRestore what was deleted, or change these fields (in the CMS or in the files).'
  );
}

/** The file a picture import names, if it names one in the media library. */
function mediaPicture(media: string, id: string, importer: string | undefined): string | undefined {
  const [path = ''] = id.split('?');
  if (!PICTURE.test(path)) return undefined;
  const from = importer?.split('?')[0];
  const file = path.startsWith('.') && from && isAbsolute(from) ? resolve(dirname(from), path) : isAbsolute(path) ? path : undefined;
  return file?.startsWith(media + sep) ? file : undefined;
}

/**
 * Development only: imports of media-library pictures that no longer exist get the stand-in,
 * and the log names the entries and fields that use each missing picture. When a picture goes or
 * comes back, the modules that import it resolve it again.
 */
function missingPictures(root: string, logger: AstroIntegrationLogger): Plugin {
  const media = join(root, 'src', 'assets', 'media');
  const missing = new Set<string>();
  return {
    name: 'content-references:missing-pictures',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      // Astro resolves a content image by asking again without its flag, relative to the entry.
      if (id.includes(CONTENT_IMAGE_FLAG) || !PICTURE.test(id.split('?')[0] ?? '')) return null;
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true }).catch(() => null);
      const file = resolved ? mediaPicture(media, resolved.id, undefined) : mediaPicture(media, id, importer);
      if (!file || existsSync(file)) return resolved;
      const path = relative(root, file).split(sep).join('/');
      if (!missing.has(path)) {
        missing.add(path);
        const uses = usesOf(path, readContent(root)).map((r) => `${r.entry.file}, ${r.at} ("${r.field}")`);
        logger.warn(`Missing picture ${path}, shown as a grey stand-in until it is back or replaced${uses.length ? ` in: ${uses.join('; ')}` : ''}. The production build fails until then.`);
      }
      return STAND_IN;
    },
    configureServer(server) {
      // Pages rendered since hold the picture, or the stand-in, as it was resolved then. The
      // modules that import it resolve it again; browsers are left alone (an upload must not
      // reload the CMS), only the server side starts afresh.
      const resolveAgain = (file: string) => {
        for (const [name, environment] of Object.entries(server.environments)) {
          if (name === 'client') continue;
          const modules = [...(environment.moduleGraph.getModulesByFile(file) ?? [])];
          for (const importer of modules.flatMap((m) => [...m.importers])) environment.moduleGraph.invalidateModule(importer);
          for (const module of modules) environment.moduleGraph.invalidateModule(module);
          if (modules.length > 0) environment.hot.send({ type: 'full-reload' });
        }
      };
      server.watcher.on('unlink', (file) => {
        if (file.startsWith(media + sep) && PICTURE.test(file)) resolveAgain(file);
      });
      server.watcher.on('add', (file) => {
        if (missing.delete(relative(root, file).split(sep).join('/'))) resolveAgain(STAND_IN);
      });
    },
  };
}

export default function contentReferences(): AstroIntegration {
  return {
    name: 'content-references',
    hooks: {
      'astro:config:setup': ({ command, config, logger, updateConfig }) => {
        const root = fileURLToPath(config.root).replace(/[\\/]$/, '');
        if (command === 'build') {
          const dangling = danglingReferences(root, [...pageAddresses(root), ...Object.keys(config.redirects)]);
          if (dangling.length > 0) throw new Error(danglingMessage(dangling));
        }
        if (command === 'dev') {
          updateConfig({ vite: { plugins: [missingPictures(root, logger)] } });
          const dangling = danglingReferences(root, [...pageAddresses(root), ...Object.keys(config.redirects)]);
          if (dangling.length > 0) logger.warn(danglingMessage(dangling));
        }
      },
    },
  };
}
