/**
 * Content that breaks its schema fails the build with a message naming the file and the
 * field. Each case breaks one file in a scratch copy of the project and runs `astro sync`, the
 * step of `astro build` that validates content: once as a command, to see what the terminal
 * shows, and otherwise through Astro's own function in this process, which reads the same
 * configuration and throws the error the command prints. A command spent about 3 s of its 5 s
 * starting Astro, sixteen times over.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const COPIED = ['admin', 'content', 'src', 'public', 'astro.config.mjs', 'tsconfig.json', 'package.json'];
let scratch: string;

function edit(file: string, change: (text: string) => string) {
  const path = join(scratch, file);
  const original = readFileSync(path, 'utf8');
  writeFileSync(path, change(original));
  return () => writeFileSync(path, original);
}

/** Whether the content passed, and what was printed about it. */
type Result = { ok: boolean; output: string };

/** `astro sync` as a command: what the terminal shows. */
function syncCommand(): Result {
  const result = spawnSync('npx', ['astro', 'sync'], { cwd: scratch, encoding: 'utf8', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' } });
  // Strip terminal colours so the assertions read the words.
  const output = stripVTControlCharacters(`${result.stdout}${result.stderr}`);
  return { ok: result.status === 0, output };
}

/**
 * Astro as Node loads it: through the test runner's Astro configuration, `astro` names the module
 * pages import, without `sync`.
 */
const astro = (await import(/* @vite-ignore */ pathToFileURL(join(ROOT, 'node_modules/astro/dist/index.js')).href)) as typeof import('astro');

/** `astro sync` in this process: the error it throws, as the command prints it (message, file). */
async function sync(): Promise<Result> {
  try {
    await astro.sync({ root: scratch, logLevel: 'silent' });
    return { ok: true, output: '' };
  } catch (error) {
    const { message, loc } = error as Error & { loc?: { file?: string } };
    // The command prints the message without its Markdown emphasis.
    return { ok: false, output: [message.replaceAll('**', ''), loc?.file].filter(Boolean).join('\n') };
  }
}

/** A check that breaks a file, expects `run` to refuse it with all the given words, and mends it. */
const failureOf = (run: () => Result | Promise<Result>) =>
  async function expectFailure(file: string, change: (text: string) => string, ...words: (string | RegExp)[]) {
    const restore = edit(file, change);
    try {
      const { ok, output } = await run();
      expect(ok, output).toBe(false);
      for (const word of words) expect(output).toMatch(word);
    } finally {
      restore();
    }
  };
const expectFailure = failureOf(sync);
const expectTerminalFailure = failureOf(syncCommand);

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'content-errors-'));
  for (const name of COPIED) cpSync(join(ROOT, name), join(scratch, name), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(scratch, 'node_modules'));
});

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe('content validation', () => {
  it('accepts the content as it is', async () => {
    const { ok, output } = await sync();
    expect(ok, output).toBe(true);
  });

  it('prints the file and the field in the terminal', async () => {
    await expectTerminalFailure('content/properties/al-lago.en.yml', (t) => t.replace(/^location:.*\n/m, ''), 'content/properties/al-lago.en.yml', /location\W+location\W+Required/);
  });

  it('names the file and the field of a missing required field', async () => {
    await expectFailure('content/properties/al-lago.en.yml', (t) => t.replace(/^location:.*\n/m, ''), 'content/properties/al-lago.en.yml', /location: /);
  });

  it('names the file and the field of a value of the wrong type', async () => {
    await expectFailure('content/properties/al-lago.en.yml', (t) => t.replace(/^marketValue:.*$/m, 'marketValue: fifty million'), 'content/properties/al-lago.en.yml', /marketValue.*(number|string)/);
  });

  it('names the file and the field of a position outside the maps\' region', async () => {
    // Zurich, not Lake Maggiore: a slip of a degree that would put the mark off the map.
    await expectFailure('content/properties/al-lago.en.yml', (t) => t.replace(/^latitude:.*$/m, 'latitude: 47.3769'), 'content/properties/al-lago.en.yml', /latitude: Use a number of at most 46\.25/);
  });

  it('lists the allowed values when a value is outside its enum', async () => {
    await expectFailure('content/properties/al-lago.en.yml', (t) => t.replace(/^category:.*$/m, 'category: Castle'), 'content/properties/al-lago.en.yml', /category: Choose one of: Boutique Hotel/);
  });

  it('refuses two entries with the same web address, naming both files', async () => {
    const copy = join(scratch, 'content/properties/al-lago-copy.en.yml');
    writeFileSync(copy, readFileSync(join(scratch, 'content/properties/al-lago.en.yml')));
    try {
      const { ok, output } = await sync();
      expect(ok, output).toBe(false);
      expect(output).toMatch(/al-lago/);
      expect(output).toContain('content/properties/al-lago.en.yml');
      expect(output).toContain('content/properties/al-lago-copy.en.yml');
    } finally {
      rmSync(copy);
    }
  });

  it('names the file and the field of an image that does not exist', async () => {
    await expectFailure('content/properties/cardada.en.yml', (t) => t.replace(/src: \.\.\/\.\.\/src\/assets\/media\/[\w-]+\.jpg/, 'src: ../../src/assets/media/no-such-photo.jpg'), 'content/properties/cardada.en.yml', /image\.src: Image not found: \.\.\/\.\.\/src\/assets\/media\/no-such-photo\.jpg/);
  });

  it('names the file and the field of a picture credited under a licence the model does not offer', async () => {
    await expectFailure('content/properties/cardada.en.yml', (t) => t.replace(/^(image:\n {2}src: .*\n)/m, '$1  credit:\n    author: Anna Keller\n    licence: CC BY-NC 4.0\n'), 'content/properties/cardada.en.yml', /image\.credit\.licence: Choose one of: All rights reserved, CC BY 4\.0, CC BY-SA 4\.0, CC0 1\.0\./);
  });

  it('accepts a picture credited to its author under a licence the model offers', async () => {
    const restore = edit('content/properties/cardada.en.yml', (t) => t.replace(/^(image:\n {2}src: .*\n)/m, '$1  credit:\n    author: Anna Keller\n    licence: CC BY 4.0\n'));
    try {
      const { ok, output } = await sync();
      expect(ok, output).toBe(true);
    } finally {
      restore();
    }
  });

  it('names the file and the field of a reference to an entry that does not exist', async () => {
    await expectFailure('content/brands/villa-orselina.en.yml', (t) => t.replace(/^property:.*$/m, 'property: atlantis-palace'), 'content/brands/villa-orselina.en.yml', /property: No properties entry "atlantis-palace"/);
  });

  it('names the nested field of a broken list item', async () => {
    await expectFailure('content/projects/brissago-hotel-spa.en.yml', (t) => t.replace(/^status:.*$/m, 'status: Finished'), 'content/projects/brissago-hotel-spa.en.yml', /status: Choose one of: Development, Operational & Development/);
  });

  it('refuses a translation that sets a field shared by every language, naming file and field', async () => {
    await expectFailure('content/properties/al-lago.it.yml', (t) => `${t}marketValue: 55\n`, 'content/properties/al-lago.it.yml', /marketValue: "Market value \(millions\)" is the same in every language: change it in the English entry/);
  });

  it('refuses a translation whose English original does not exist, naming both files', async () => {
    const orphan = join(scratch, 'content/properties/atlantis-palace.it.yml');
    writeFileSync(orphan, 'name: Atlantis Palace\n');
    try {
      const { ok, output } = await sync();
      expect(ok, output).toBe(false);
      expect(output).toContain('content/properties/atlantis-palace.it.yml translates content/properties/atlantis-palace.en.yml, which does not exist');
    } finally {
      rmSync(orphan);
    }
  });

  it('names the file and the field of a translated text of the wrong kind', async () => {
    await expectFailure('content/properties/al-lago.it.yml', (t) => t.replace(/^features:\n(?: {2}- .*\n)+/m, 'features: Accesso al lago\n'), 'content/properties/al-lago.it.yml', /features/);
  });

  it('accepts a translation that leaves texts to the English original', async () => {
    const restore = edit('content/properties/al-lago.it.yml', () => 'name: Al Lago\n');
    try {
      const { ok, output } = await sync();
      expect(ok, output).toBe(true);
    } finally {
      restore();
    }
  });
});
