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
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import type { Plugin } from 'vite';
import { danglingReferences, usesOf, type Dangling } from '../lib/content/references';

const STAND_IN = fileURLToPath(new URL('../assets/missing-picture.png', import.meta.url));
const PICTURE = /\.(avif|gif|jpe?g|png|svg|tiff?|webp)$/i;
const CONTENT_IMAGE_FLAG = 'astroContentImageFlag';

export function danglingMessage(dangling: readonly Dangling[]): string {
  return (
    `${dangling.length} reference${dangling.length === 1 ? '' : 's'} in the content point${dangling.length === 1 ? 's' : ''} at nothing:\n` +
    dangling.map((d) => `  - ${d.message}`).join('\n') +
    '\nRestore what was deleted, or change these fields (in the CMS or in the files).'
  );
}

/** The file a picture import names, if it is a picture inside the project. */
function pictureFile(root: string, id: string, importer: string | undefined): { file: string; contentImage: boolean } | undefined {
  const [path = '', query = ''] = id.split('?');
  if (!PICTURE.test(path)) return undefined;
  const params = new URLSearchParams(query);
  const from = params.get('importer') ? resolve(root, params.get('importer')!) : importer?.split('?')[0];
  let file: string | undefined;
  if (path.startsWith('.') && from) file = resolve(dirname(from), path);
  else if (isAbsolute(path)) file = path.startsWith(root) ? path : resolve(root, `.${path}`);
  if (!file || !file.startsWith(root + sep)) return undefined;
  return { file, contentImage: params.has(CONTENT_IMAGE_FLAG) };
}

/**
 * Development only: imports of pictures that no longer exist get the stand-in, and the log names
 * the entries and fields that use each missing picture. A picture that comes back is used again.
 */
function missingPictures(root: string, logger: AstroIntegrationLogger): Plugin {
  const missing = new Set<string>();
  return {
    name: 'content-references:missing-pictures',
    enforce: 'pre',
    resolveId(id, importer) {
      const picture = pictureFile(root, id, importer);
      if (!picture || existsSync(picture.file)) return null;
      const path = relative(root, picture.file).split(sep).join('/');
      if (!missing.has(path)) {
        missing.add(path);
        const uses = usesOf(root, path).map((r) => `${r.entry.file}, ${r.at} ("${r.field}")`);
        logger.warn(`Missing picture ${path}, shown as a grey stand-in until it is back or replaced${uses.length ? ` in: ${uses.join('; ')}` : ''}. The production build fails until then.`);
      }
      return picture.contentImage ? `${STAND_IN}?${CONTENT_IMAGE_FLAG}` : STAND_IN;
    },
    configureServer(server) {
      // Pages already rendered hold the picture (or the stand-in) as resolved then; when a
      // picture goes or comes back, the server side resolves every import again. Browsers are
      // left alone: an upload must not reload the CMS.
      const resolveAgain = (file: string) => {
        if (!PICTURE.test(file) || !file.startsWith(root + sep)) return;
        missing.delete(relative(root, file).split(sep).join('/'));
        for (const [name, environment] of Object.entries(server.environments)) {
          if (name === 'client') continue;
          environment.moduleGraph.invalidateAll();
          environment.hot.send({ type: 'full-reload' });
        }
      };
      server.watcher.on('unlink', resolveAgain);
      server.watcher.on('add', (file) => {
        if (missing.has(relative(root, file).split(sep).join('/'))) resolveAgain(file);
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
          const dangling = danglingReferences(root, { extraPages: Object.keys(config.redirects) });
          if (dangling.length > 0) throw new Error(danglingMessage(dangling));
        }
        if (command === 'dev') {
          updateConfig({ vite: { plugins: [missingPictures(root, logger)] } });
          const dangling = danglingReferences(root, { extraPages: Object.keys(config.redirects) });
          if (dangling.length > 0) logger.warn(danglingMessage(dangling));
        }
      },
    },
  };
}
