/** The lines of Decap this project mends as it is bundled (src/integrations/decap-mends.ts). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { mendDecap } from '@/integrations/decap-mends';

const require = createRequire(import.meta.url);
const core = (file: string) => join(dirname(require.resolve('decap-cms-core/package.json')), 'dist/esm', file);
const mended = (file: string) => mendDecap(readFileSync(core(file), 'utf8'), core(file));

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
    const editor = mended('components/Editor/EditorInterface.js') ?? '';
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

  test('other files pass untouched', () => {
    expect(mendDecap('const entry = 1;', core('backend.js'))).toBeNull();
  });

  test('a changed line stops the build, naming the file', () => {
    expect(() => mendDecap('export default {};', core('components/Editor/Editor.js'))).toThrow(/Editor\.js: the line this project mends has changed/);
    expect(() => mendDecap('class EditorInterface extends Component {}', core('components/Editor/EditorInterface.js'))).toThrow(/EditorInterface\.js: the line this project mends has changed/);
  });
});

// The Markdown control is decap-cms-app's, found as the CMS finds it.
const app = createRequire(require.resolve('decap-cms-app/package.json'));
const markdown = join(dirname(app.resolve('decap-cms-widget-markdown/package.json')), 'dist/esm/MarkdownControl/VisualEditor.js');
const editor = mendDecap(readFileSync(markdown, 'utf8'), markdown) ?? '';

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
  const extensions = mendDecap(readFileSync(file, 'utf8'), file) ?? '';
  const imported = [...extensions.matchAll(/from '(decap-cms-[a-z-]+)'/g)].map((m) => m[1]);

  test('bundle only the backends the CMS can choose, the controls its configuration uses and the site’s languages', () => {
    expect(imported.filter((name) => name?.startsWith('decap-cms-backend-')).sort()).toEqual(['decap-cms-backend-git-gateway', 'decap-cms-backend-github', 'decap-cms-backend-proxy']);
    expect(imported.filter((name) => name?.startsWith('decap-cms-widget-')).sort()).toEqual(
      ['boolean', 'file', 'image', 'list', 'markdown', 'number', 'object', 'relation', 'select', 'string', 'text'].map((w) => `decap-cms-widget-${w}`),
    );
    expect(extensions).toContain("import { en, de, it, fr } from 'decap-cms-locales';");
    expect(extensions).not.toContain("widget: 'code'");
    expect(extensions).toMatch(/CMS\.registerWidget\(\[DecapCmsWidgetString\.Widget\(\), [^\]]*DecapCmsWidgetBoolean\.Widget\(\)\]\);/);
  });
});
