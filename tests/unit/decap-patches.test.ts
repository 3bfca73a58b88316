/**
 * Decap as the CMS runs it: every Decap package pinned exactly, each mend a patch of the pinned
 * version (patches/, applied by `npm install`, docs/decap-patches.md), and the patched lines in
 * the files Decap's bundle loads (each package's `module` build, dist/esm).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import { LOCALES } from '@/i18n/languages';

const ROOT = join(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  overrides: Record<string, unknown>;
};
const installed = (name: string) => (JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

/** Decap's packages as package.json pins them: its own dependencies and the overrides of those it pulls in. */
const pinned = Object.entries({ ...manifest.dependencies, ...manifest.overrides }).filter(([name]) => name.startsWith('decap-'));
/** The patches by package and version, from their names (patch-package's `name+version.patch`). */
const patches = readdirSync(join(ROOT, 'patches')).map((file) => {
  const [, name, version] = /^(.+)\+(\d+\.\d+\.\d+)\.patch$/.exec(file) ?? [];
  return { file, name: name ?? file, version };
});

describe('Decap pinned and patched', () => {
  test('every Decap package of package.json is pinned to one exact version, the one installed', () => {
    for (const [name, version] of pinned) {
      expect(version, `${name} in package.json`).toMatch(/^\d+\.\d+\.\d+$/);
      expect(installed(name), `${name}: installed, against the version package.json pins`).toBe(version);
    }
  });

  test("each patch is named for a pinned package at its pinned and installed version", () => {
    expect(patches.length).toBeGreaterThan(0);
    for (const { file, name, version } of patches) {
      const pin = pinned.find(([pinnedName]) => pinnedName === name)?.[1];
      expect(pin, `${file}: ${name} is not pinned in package.json (dependencies or overrides)`).toBeDefined();
      expect(version, `${file}: ${name} is pinned at ${String(pin)}; check the patch against that version and rename it`).toBe(pin);
      expect(installed(name), `${file}: ${name} installed`).toBe(version);
    }
  });

  test('each line a patch adds is in the installed file', () => {
    for (const { file } of patches) {
      for (const diff of readFileSync(join(ROOT, 'patches', file), 'utf8').split(/^diff --git /m).slice(1)) {
        const target = /^\+\+\+ b\/(.+)$/m.exec(diff)?.[1] ?? '';
        const text = readFileSync(join(ROOT, target), 'utf8');
        const added = diff.split('\n').filter((line) => line.startsWith('+') && !line.startsWith('+++') && line.trim() !== '+');
        for (const line of added) expect(text.includes(line.slice(1)), `${file}: ${target} lacks ${line.slice(1)}`).toBe(true);
      }
    }
  });

  test("the patched files are the ones Decap's bundle loads: each package's module build", () => {
    for (const { name } of patches) {
      expect((JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { module?: string }).module, name).toBe('dist/esm/index.js');
    }
  });
});

const core = (file: string) => join(dirname(require.resolve('decap-cms-core/package.json')), 'dist/esm', file);
const mended = (file: string) => readFileSync(core(file), 'utf8');

describe("Decap's link to an entry's live page", () => {
  test('is asked for with the entry being edited when the published one is missing', () => {
    const editor = mended('components/Editor/Editor.js');
    expect(editor).toContain("loadDeployPreview(collection, slug, entry ?? entryDraft.get('entry'), isPublished, opts)");
    // `entryDraft` is in scope where the link is asked for.
    expect(editor).toMatch(/const \{[^}]*\bentryDraft,[^}]*\} = this\.props;[\s\S]*entry \?\? entryDraft/);
  });

  test('is not made without an entry', () => {
    const formatters = mended('lib/formatters.js');
    expect(formatters).toMatch(/export function previewUrlFormatter\([^)]*\) \{[\s\S]{0,300}if \(!entry\?\.get\('data'\)\) return;/);
  });

  test('saving leaves a language without data alone, so an entry not translated into every language saves', () => {
    expect(mended('lib/i18n.js')).toContain('if (entry.getIn(dataPath)) entry = entry.setIn(dataPath, serializeValues(entry.getIn(dataPath)));');
  });

  test('a save or publication that went through brings the form back to the language being written', () => {
    const editor = mended('components/Editor/EditorInterface.js');
    for (const action of ['onPersist', 'onPublish']) {
      expect(editor).toMatch(new RegExp(`const writing = this\\.controlPaneRef\\.state\\.selectedLocale;\\s+await this\\.controlPaneRef\\.switchToDefaultLocale\\(\\);\\s+this\\.controlPaneRef\\.validate\\(\\);\\s+backToWriting\\(this, writing, this\\.props\\.${action}\\(\\{\\s+createNew,\\s+duplicate\\s+\\}\\)\\);`));
    }
    // An editor drawn afresh by the save opens in the language it was saved in.
    expect(editor).toContain('state = {\n    leftPanelLocale: writingIn.get(entryKey(this.props)),');
    expect(editor.indexOf('const writingIn = new Map();')).toBeLessThan(editor.indexOf('class EditorInterface extends Component'));
  });

  test('a control whose value changed is drawn again while a picture loads; the loading alone draws nothing', () => {
    expect(mended('components/Editor/EditorControlPane/Widget.js')).toContain(
      'if (this.props.isLoadingAsset && nextProps.isLoadingAsset && this.props.value === nextProps.value) return false;',
    );
  });
});

// The Markdown control is decap-cms-app's, found as the CMS finds it.
const app = createRequire(require.resolve('decap-cms-app/package.json'));
const markdown = join(dirname(app.resolve('decap-cms-widget-markdown/package.json')), 'dist/esm/MarkdownControl/VisualEditor.js');
const editor = readFileSync(markdown, 'utf8');

describe("Decap's Markdown editor, on every key typed", () => {
  test('makes its document from the text once, and draws its toolbar again rather than mounting it anew', () => {
    expect(editor).toContain('useState(() => props.value ? markdownToSlate(props.value, {');
    expect(editor).not.toMatch(/\}, toolbarKey\)/);
  });

  test("tells a change by Slate's operations and hands the Markdown to Decap when typing pauses, the field is left, the editor closes or turns raw", () => {
    const change = editor.slice(editor.indexOf('function handleChange('), editor.indexOf('function hasMark('));
    expect(change).not.toContain('isEqual(');
    expect(change).not.toContain('slateToMarkdown(');
    expect(change).toContain("editor.operations.some(operation => operation.type !== 'set_selection')");
    expect(change).toMatch(/setTimeout\(typingPaused, \d+\)/);
    expect(editor).toContain('onBlur: handOver,');
    expect(editor).toMatch(/function handleToggleMode\(\) \{\s+handOver\(\);\s+props\.onMode\('raw'\);/);
    expect(editor).toMatch(/useEffect\(\(\) => \(\) => \{\s+clearTimeout\(toDecap\.current\.timer\);\s+handOver\(\);/);
  });

  test('leaves the text to Slate and draws the toolbar again only when more than text changed, after the key', () => {
    const change = editor.slice(editor.indexOf('function handleChange('), editor.indexOf('function hasMark('));
    expect(change).not.toContain('setEditorValue(');
    expect(change).toContain('startTransition(() => setToolbarKey(prev => prev + 1))');
    expect(change).toContain('editor.operations.length > 0 && editor.operations.every(operation => TYPED_TEXT.has(operation.type))');
  });
});

describe("decap-cms-app's registrations", () => {
  const file = join(dirname(require.resolve('decap-cms-app/package.json')), 'dist/esm/extensions.js');
  const extensions = readFileSync(file, 'utf8');
  const imported = [...extensions.matchAll(/from '(decap-cms-[a-z-]+)'/g)].map((m) => m[1]);

  test('bundle only the backends the CMS can choose, the controls its configuration uses and the site’s languages', () => {
    expect(imported.filter((name) => name?.startsWith('decap-cms-backend-')).sort()).toEqual(['decap-cms-backend-git-gateway', 'decap-cms-backend-github', 'decap-cms-backend-proxy']);
    expect(imported.filter((name) => name?.startsWith('decap-cms-widget-')).sort()).toEqual(
      ['boolean', 'file', 'image', 'list', 'markdown', 'number', 'object', 'relation', 'select', 'string', 'text'].map((w) => `decap-cms-widget-${w}`),
    );
    // The site registers its own languages' phrases (admin/decap-locales.ts), and Decap's in-memory backend only where asked.
    expect(extensions).not.toContain('decap-cms-locales');
    expect(extensions).not.toContain('registerLocale');
    expect(extensions).not.toContain("widget: 'code'");
    expect(extensions).toMatch(/CMS\.registerWidget\(\[DecapCmsWidgetString\.Widget\(\), [^\]]*DecapCmsWidgetBoolean\.Widget\(\)\]\);/);
  });
});

// Decap's locales build reads `window` as it loads; their phrases are not what is checked here.
vi.mock('decap-cms-locales', () => Object.fromEntries(['en', 'de', 'it', 'fr', 'es'].map((code) => [code, { code }])));

test("the CMS registers Decap's phrases for each language of the site, and no other", async () => {
  const { DECAP_LOCALES } = await import('@admin/decap-locales');
  expect(Object.keys(DECAP_LOCALES).sort()).toEqual(LOCALES.map((l) => l.code).sort());
});
