/**
 * The CMS under `npm run dev`, built as one bundle, as the production build makes it, instead of
 * served module by module: Decap and its dependencies are hundreds of modules (about 200 requests
 * and 15 MB), which the development server transforms one by one on each cold visit and the
 * browser then evaluates one by one. The bundle is built when the server starts, again whenever a
 * file it is made of changes (admin/, the content model, the site's styles), and served at
 * CMS_BUNDLE_PATH; the page's own script (admin/cms.ts) is answered in development with a loader
 * of the bundle. React runs in its production build there, as editors use it: typing into a long
 * text field re-renders the form on every key, several times slower with React's development
 * checks. After a change to the CMS's code, reload /admin to get the new bundle.
 */
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

/** Where the development server serves the bundle. */
const CMS_BUNDLE_PATH = '/_cms/';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ENTRY = join(ROOT, 'admin/cms.ts');
/**
 * Beside Vite's own cache: never committed, and a copy of the repository whose node_modules links
 * to this one's packages (the CMS tests, the benchmarks) has a .vite folder, and a bundle, of its own.
 */
const OUT_DIR = join(ROOT, 'node_modules/.vite/cms-bundle');

/** The folders the bundle is made from. */
const WATCHED = ['admin', 'src/model', 'src/lib', 'src/i18n', 'src/styles'];

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.wasm': 'application/wasm' };

/**
 * What the development server answers for admin/cms.ts. It keeps the CMS page open when content
 * changes: the dev server reloads every open page when a content file or server code changes
 * ("full-reload" to path "*", or to no path at all), but here the CMS made the change itself, and a
 * reload would drop what the editor does next; pointing the reload at another page makes Vite
 * skip it.
 */
const LOADER = `
if (import.meta.hot) {
  import.meta.hot.on('vite:beforeFullReload', (payload) => {
    if (payload.path === undefined || payload.path === '*') payload.path = '/content-changed.html';
  });
}
// An address in a variable: the dev server leaves it to the browser.
const bundle = '${CMS_BUNDLE_PATH}cms.js';
await import(/* @vite-ignore */ bundle);
`;

const loader: Plugin = {
  name: 'cms-bundle-loader',
  apply: 'serve',
  transform(_code, id, options) {
    if (options?.ssr || normalize(id.split('?')[0] ?? '') !== ENTRY) return undefined;
    return { code: LOADER, map: null };
  },
};

/** Starts the bundle's build in watch mode; `ready()` resolves once the latest build is written. */
async function watchBundle(logger: AstroIntegrationLogger) {
  let settle: () => void = () => undefined;
  let ready = Promise.resolve();
  const started = () => {
    ready = new Promise((resolve) => (settle = resolve));
  };
  started();
  const watcher = await build({
    configFile: false,
    root: ROOT,
    publicDir: false,
    logLevel: 'silent',
    mode: 'production',
    // The CMS's development behaviour (its notices, the local backend) stays on. React and the
    // other packages (Emotion's, by their "production" export) are taken in their production
    // builds, and the CMS's own JSX is compiled for them: Vite would follow NODE_ENV, which the
    // dev server has set to "development".
    define: { 'import.meta.env.DEV': 'true', 'import.meta.env.PROD': 'false', 'process.env.NODE_ENV': '"production"' },
    oxc: { jsx: { runtime: 'automatic', development: false } },
    resolve: { alias: { '@/': join(ROOT, 'src/'), '@admin/': join(ROOT, 'admin/') }, conditions: ['module', 'browser', 'production'] },
    plugins: [react(), tailwindcss()],
    build: {
      outDir: OUT_DIR,
      emptyOutDir: true,
      minify: false,
      sourcemap: false,
      reportCompressedSize: false,
      modulePreload: false,
      // The CMS's code and what it takes from the site; not the pages, the content or the caches,
      // which change all the time while the site is developed.
      watch: { include: WATCHED.map((folder) => join(ROOT, folder, '**')) },
      rolldownOptions: {
        input: { cms: ENTRY },
        output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js', assetFileNames: '[name][extname]' },
      },
    },
  });
  if (!('on' in watcher)) throw new Error('The CMS bundle was built once instead of watched.');
  let start = performance.now();
  watcher.on('event', (event) => {
    if (event.code === 'BUNDLE_START') {
      start = performance.now();
      started();
    } else if (event.code === 'BUNDLE_END') {
      void event.result.close();
      logger.info(`CMS bundle built in ${((performance.now() - start) / 1000).toFixed(1)} s`);
      settle();
    } else if (event.code === 'ERROR') {
      logger.error(`The CMS bundle did not build: ${event.error.message}`);
      settle();
    }
  });
  return { ready: () => ready, close: () => watcher.close() };
}

export default function cmsBundle(): AstroIntegration {
  return {
    name: 'cms-bundle',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command === 'dev') updateConfig({ vite: { plugins: [loader] } });
      },
      'astro:server:setup': async ({ server, logger }) => {
        // Vite without a server of its own (the test runner's, which loads Astro's config) serves
        // no CMS: building the bundle there cost every test run seconds, and its watcher kept the
        // run from ending.
        if (!server.httpServer) return;
        const bundle = await watchBundle(logger);
        server.httpServer.once('close', () => void bundle.close());
        server.middlewares.use(CMS_BUNDLE_PATH, (request, response) => {
          void bundle.ready().then(() => {
            const file = join(OUT_DIR, normalize(decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/')));
            if (!file.startsWith(OUT_DIR) || !existsSync(file)) {
              response.statusCode = 404;
              response.end();
              return;
            }
            response.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(readFileSync(file));
          });
        });
      },
    },
  };
}
