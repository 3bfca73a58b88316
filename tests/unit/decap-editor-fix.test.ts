/** The one line of Decap's editor this project mends as it is bundled (src/integrations/decap-editor-fix.ts). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { mendEditor } from '@/integrations/decap-editor-fix';

const require = createRequire(import.meta.url);
const editor = join(dirname(require.resolve('decap-cms-core/package.json')), 'dist/esm/components/Editor/Editor.js');

describe("Decap's editor", () => {
  test('asks for the link to the live page with the entry being edited when the published one is missing', () => {
    const mended = mendEditor(readFileSync(editor, 'utf8'), editor);
    expect(mended).toContain("loadDeployPreview(collection, slug, entry ?? entryDraft.get('entry'), isPublished, opts)");
    // `entryDraft` is in scope where the link is asked for.
    expect(mended).toMatch(/const \{[^}]*\bentryDraft,[^}]*\} = this\.props;[\s\S]*entry \?\? entryDraft/);
  });

  test('other files pass untouched', () => {
    expect(mendEditor('const unpublishedEntry = 1;', '/x/node_modules/decap-cms-core/dist/esm/backend.js')).toBeNull();
  });

  test('a changed line stops the build, naming the file', () => {
    expect(() => mendEditor('export default {};', editor)).toThrow(/Editor\.js: the line this project mends has changed/);
  });
});
