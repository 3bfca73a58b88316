/**
 * `npm run bench`: the site's benchmarks, each a module in this folder exporting `name`,
 * `description` and `run({ baseUrl, browser })`, which prints its figures and returns the budgets
 * it broke. The parts that read the production build in dist/ (`needsBuild`: build first with
 * `npm run build`) get a static server of it and a Chromium; the others build a copy of their own.
 * `npm run bench -- build scale` runs only the named parts. Exits non-zero when any budget is
 * broken.
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../chromium.mjs';
import { serveStatic } from '../serve-static.mjs';
import * as build from './build.mjs';
import * as click from './click.mjs';
import * as cms from './cms.mjs';
import * as html from './html.mjs';
import * as js from './js.mjs';
import * as lighthouse from './lighthouse.mjs';
import * as scale from './scale.mjs';

const PARTS = [html, js, lighthouse, click, build, scale, cms];
const ROOT = 'dist';

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !PARTS.some((part) => part.name === name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark part: ${unknown.join(', ')} (parts: ${PARTS.map((p) => p.name).join(', ')})`);
  process.exit(2);
}
const parts = wanted.length > 0 ? PARTS.filter((part) => wanted.includes(part.name)) : PARTS;
const needsBuild = parts.some((part) => part.needsBuild);

if (needsBuild && !existsSync(`${ROOT}/index.html`)) {
  console.error(`No build in dist/: run \`npm run build\` first (${parts.filter((p) => p.needsBuild).map((p) => p.name).join(', ')} read it).`);
  process.exit(2);
}

const server = needsBuild ? await serveStatic(ROOT) : undefined;
const browser = needsBuild
  ? await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS })
  : undefined;
const broken = [];
try {
  for (const part of parts) {
    console.log(`\n▶ ${part.name}: ${part.description}`);
    broken.push(...(await part.run({ baseUrl: server?.url, browser })));
  }
} finally {
  await browser?.close();
  await server?.close();
}
if (broken.length > 0) {
  console.error(`\nOver budget:\n${broken.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
console.log('\nEvery figure is within its budget.');
