/** The static server of scripts/, for a second build (another outDir) within a test. */
export { serveStatic } from '../../scripts/serve-static.mjs';
