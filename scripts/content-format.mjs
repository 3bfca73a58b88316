/**
 * The content files' reader (src/model/format.ts) for the scripts: the same parser the CMS and
 * the build read content with, loaded through Vite as the site loads it.
 */
import { resolve } from 'node:path';
import { runnerImport } from 'vite';

const root = resolve(import.meta.dirname, '..');
const { module } = await runnerImport('/src/model/format.ts', { configFile: false, root, logLevel: 'error' });

/** @type {(file: string, text: string) => { data: Record<string, any>; body?: string }} */
export const parseContentFile = module.parseContentFile;
/** @type {(file: string, text: string) => Record<string, any>} */
export const contentFields = (file, text) => module.withBody(module.parseContentFile(file, text));
/** @type {(text: string) => { data: Record<string, any>; body: string }} */
export const splitFrontmatter = module.splitFrontmatter;
