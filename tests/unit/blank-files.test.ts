import type { CmsRegistryBackend } from 'decap-cms-core';
import { describe, expect, it } from 'vitest';
import { writeNoBlankFiles } from '../../admin/blank-files';
import { formats } from '../../admin/formats';

type Written = { path: string; raw: string }[];

/** A backend as Decap's registry keeps it, recording what it is asked to write. */
function fakeBackend(written: Written[]) {
  const implementation = { persistEntry: async (entry: { dataFiles: Written }) => void written.push(entry.dataFiles) };
  return { init: () => implementation } as unknown as CmsRegistryBackend;
}

describe('writeNoBlankFiles', () => {
  it('leaves out the languages with nothing written, which Decap hands on as a line break', async () => {
    const written: Written[] = [];
    const registry: Record<string, CmsRegistryBackend> = { proxy: fakeBackend(written) };
    writeNoBlankFiles((name) => registry[name], ['proxy', 'github']);
    // What Decap makes of a language never opened: the format's '' and its own line break.
    const untouched = `${formats.frontmatter.toFile({ title: '', excerpt: '', image: { alt: '' }, body: '' })}\n`;
    const english = { path: 'content/news/a.en.md', raw: '---\ntitle: A\n---\nText.\n' };
    const backend = registry['proxy']!.init({}) as unknown as { persistEntry(entry: { dataFiles: Written }, options: unknown): Promise<void> };
    await backend.persistEntry({ dataFiles: [english, { path: 'content/news/a.de.md', raw: untouched }, { path: 'content/news/a.fr.md', raw: '\n' }] }, {});
    expect(written).toEqual([[english]]);
  });
});
