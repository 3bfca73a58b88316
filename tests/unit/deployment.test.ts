/**
 * netlify.toml against the README's deployment steps and the project it builds: a project lead
 * follows the README, Netlify follows the file, and the two must not drift apart.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cmsOptionsFromEnv } from '../../admin/backend';
import { PASSWORD_ENV } from '@/lib/auth/settings';
import { adminSources } from '@/lib/security/policy';

const root = join(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

const STEPS_HEADING = '### Editors on the live site, step by step';

type Tables = Record<string, Record<string, string>>;

/**
 * Reads only the forms netlify.toml uses (comments, `[table]` headers, `key = "string"` lines)
 * and refuses any other line, so a file that outgrows them fails here rather than being half read.
 */
function readToml(text: string): Tables {
  const tables: Tables = {};
  let table: Record<string, string> | undefined;
  for (const [index, line] of text.split('\n').entries()) {
    if (line === '' || line.startsWith('#')) continue;
    const header = /^\[([a-z]+(?:\.[a-z]+)*)\]$/.exec(line);
    if (header) {
      const name = header[1]!;
      if (name in tables) throw new Error(`netlify.toml declares [${name}] twice`);
      table = tables[name] = {};
      continue;
    }
    const pair = /^([A-Za-z_][A-Za-z0-9_]*) = "([^"\\]*)"$/.exec(line);
    if (!pair || !table) throw new Error(`netlify.toml line ${index + 1} is not of a form this test reads: ${line}`);
    const [, key, value] = pair;
    if (key! in table) throw new Error(`netlify.toml sets ${key} twice`);
    table[key!] = value!;
  }
  return tables;
}

/** Whether every release of `version` (a bare major, as NODE_VERSION takes it, or x.y.z) satisfies a `>=x.y.z` range. */
function satisfies(version: string, range: string): boolean {
  const minimum = /^>=(\d+)\.(\d+)\.(\d+)$/.exec(range);
  if (!minimum) throw new Error(`package.json engines.node is not of the form >=x.y.z: ${range}`);
  const parts = /^(\d+)(?:\.(\d+)\.(\d+))?$/.exec(version);
  if (!parts) throw new Error(`not a Node version: ${version}`);
  const lowest = [Number(parts[1]), Number(parts[2] ?? 0), Number(parts[3] ?? 0)];
  const floor = minimum.slice(1).map(Number);
  const first = lowest.findIndex((part, i) => part !== floor[i]);
  return first === -1 || lowest[first]! > floor[first]!;
}

const file = read('netlify.toml');
const toml = readToml(file);
const build = toml['build'] ?? {};
const environment = toml['build.environment'] ?? {};
const pkg = JSON.parse(read('package.json')) as { engines: { node: string }; scripts: Record<string, string>; devDependencies: Record<string, string> };
const readme = read('README.md');

/**
 * The lines from `heading` to the next heading of its level or above, outside code blocks (a
 * TOML comment starts with `#` too).
 */
function section(text: string, heading: string): string {
  const lines = text.split('\n');
  const start = lines.indexOf(heading);
  if (start === -1) return '';
  const level = heading.indexOf(' ');
  let fenced = false;
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith('```')) fenced = !fenced;
    const hashes = /^(#+) /.exec(line)?.[1]?.length;
    if (!fenced && hashes !== undefined && hashes <= level) return lines.slice(start, i).join('\n');
  }
  return lines.slice(start).join('\n');
}

const deployment = section(readme, '## Deployment');
const steps = section(deployment, STEPS_HEADING);

describe('netlify.toml', () => {
  it('is quoted in the README, byte for byte, in the steps that get editors onto the live site', () => {
    expect(steps, `README's "## Deployment" has no "${STEPS_HEADING}"`).not.toBe('');
    expect(steps).toContain(`\`\`\`toml\n${file}\`\`\``);
  });

  it('holds the build settings and their environment only: no headers or redirects, which the build writes into dist/', () => {
    expect(Object.keys(toml)).toEqual(['build', 'build.environment']);
    expect(Object.keys(build).sort()).toEqual(['command', 'publish']);
  });

  it('runs the build script and publishes the folder Astro writes (its default, dist/, which astro.config.mjs keeps)', () => {
    expect(build['command']).toBe('npm run build');
    expect(pkg.scripts['build']).toMatch(/\bastro build$/);
    expect(build['publish']).toBe('dist');
    expect(read('astro.config.mjs')).not.toMatch(/\boutDir\b/);
    expect(pkg.scripts['preview']).toMatch(/ dist$/);
  });

  it("asks for the Node of .nvmrc, which package.json's engines accept and the node package the npm scripts run on matches", () => {
    const version = environment['NODE_VERSION'];
    expect(version).toBe(read('.nvmrc').trim());
    expect(satisfies(version!, pkg.engines.node), `Node ${version} against ${pkg.engines.node}`).toBe(true);
    expect(pkg.devDependencies['node']).toMatch(new RegExp(`^\\^${version}\\.`));
  });

  it('sets no secret, and none of the variables the README has set in the UI (the file would win over them)', () => {
    const names = Object.keys(environment);
    expect(names).not.toContain(PASSWORD_ENV);
    expect(names.filter((name) => /PASSWORD|SECRET|TOKEN|KEY|CLIENT/i.test(name))).toEqual([]);
    for (const name of ['SITE_URL', 'CMS_REPO', PASSWORD_ENV]) {
      expect(steps, `the steps name ${name}`).toContain(`\`${name}\``);
      expect(names).not.toContain(name);
    }
  });

  it("chooses the github backend, which then needs CMS_REPO from the UI and signs in through Netlify's OAuth service", () => {
    expect(environment['CMS_BACKEND']).toBe('github');
    expect(() => cmsOptionsFromEnv(environment, { dev: false })).toThrow('CMS_BACKEND=github needs CMS_REPO.');
    const options = cmsOptionsFromEnv({ ...environment, CMS_REPO: 'verbano/site' }, { dev: false });
    expect(options.backend).toEqual({ name: 'github', repo: 'verbano/site', branch: 'main' });
    expect(adminSources(options).directives['connect-src']).toContain('https://api.netlify.com');
    expect(steps).toContain('https://api.netlify.com/auth/done');
  });
});

describe("the README's steps", () => {
  it('name only CMS variables that admin/backend.ts reads, each in the variable table', () => {
    const backend = new Set([...read('admin/backend.ts').matchAll(/'(CMS_[A-Z_]+)'/g)].map(([, name]) => name!));
    const table = new Set([...deployment.matchAll(/^\| `(CMS_[A-Z_]+)`(?:, `(CMS_[A-Z_]+)`)? \|/gm)].flatMap(([, a, b]) => [a!, ...(b ? [b] : [])]));
    const named = [...new Set([...steps.matchAll(/\bCMS_[A-Z_]+\b/g)].map(([name]) => name))].sort();
    expect(named).toEqual(expect.arrayContaining(['CMS_AUTH_ENDPOINT', 'CMS_BACKEND', 'CMS_BASE_URL', 'CMS_REPO']));
    expect(named.filter((name) => !backend.has(name))).toEqual([]);
    expect(named.filter((name) => !table.has(name))).toEqual([]);
  });
});
