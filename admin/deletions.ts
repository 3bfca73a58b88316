/**
 * A deletion says what it removed and can be undone. Decap deletes an entry's files in one commit
 * on the branch, outside the review workflow, and then shows the list as if nothing happened: a
 * person deleted by mistake could only be brought back from the history by a developer.
 *
 * So the texts of an entry's files are read just before they are deleted, and the notice that
 * follows names the entry and its files, with a button that writes them back in one commit, the
 * way a save does. It works with every backend, since it only reads and saves files.
 */
import type { CmsRegistryBackend } from 'decap-cms-core';
import { collections } from '@/model/collections';
import type { FolderCollection } from '@/model/fields';
import { mendBackends } from './backend-wrap';
import { cmsWords } from './language';
import { noticeBox } from './refusals';

interface Implementation {
  getEntry(path: string): Promise<{ data: string }>;
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>;
  persistEntry(entry: { dataFiles: { path: string; slug: string; raw: string }[]; assets: unknown[] }, options: Record<string, unknown>): Promise<unknown>;
}

/** Content files: entries are texts. Pictures and PDFs deleted from the media library are not read back. */
const CONTENT = /\.(ya?ml|md)$/;

/** The collection and entry a content file belongs to: `content/people/maria-rossi.de.yml` → people, maria-rossi. */
function entryOf(path: string) {
  const folder = path.slice(0, path.lastIndexOf('/'));
  const collection = collections.find((c): c is FolderCollection => c.type === 'folder' && c.folder === folder);
  const slug = path.slice(folder.length + 1).replace(/(\.[a-z]{2})?\.(ya?ml|md)$/, '');
  return collection ? { collection: collection.name, label: cmsWords(collection.labelSingular), slug } : undefined;
}

function notice(text: string, button?: { label: string; run: () => Promise<void> }) {
  const { paragraphs, button: undo } = noticeBox({ id: 'cms-deletion', kind: 'published', lines: [text], ...(button ? { button: button.label } : {}) });
  undo?.addEventListener('click', () => {
    undo.disabled = true;
    void button!.run().catch((error: unknown) => {
      undo.disabled = false;
      paragraphs[0]!.textContent = cmsWords('Not restored: {reason}', { reason: error instanceof Error ? error.message : String(error) });
    });
  });
}

function guard(implementation: Implementation) {
  const read = implementation.getEntry.bind(implementation);
  const remove = implementation.deleteFiles.bind(implementation);
  const persist = implementation.persistEntry.bind(implementation);
  implementation.deleteFiles = async (paths, commitMessage) => {
    const texts = await Promise.all(paths.map((path) => (CONTENT.test(path) ? read(path).then((entry) => entry.data, () => undefined) : undefined)));
    const deleted = await remove(paths, commitMessage);
    const files = paths.flatMap((path, i) => (texts[i] === undefined ? [] : [{ path, raw: texts[i]! }]));
    const entry = files[0] ? entryOf(files[0].path) : undefined;
    if (entry) {
      const name = `${entry.label} «${entry.slug}»`;
      notice(cmsWords('Deleted: {entry}, with its files {files}. The public site drops it at the next deployment.', { entry: name, files: files.map((f) => f.path).join(', ') }), {
        label: cmsWords('Undo the deletion'),
        run: async () => {
          await persist(
            { dataFiles: files.map((f) => ({ ...f, slug: entry.slug })), assets: [] },
            { collectionName: entry.collection, commitMessage: `Restore ${entry.collection} “${entry.slug}”`, useWorkflow: false, status: '' },
          );
          notice(cmsWords('Restored: {entry}.', { entry: name }));
          window.location.hash = `#/collections/${entry.collection}/entries/${entry.slug}`;
        },
      });
    }
    return deleted;
  };
}

/** Has the backends registered under `names` say what a deletion removed, and offer to undo it. */
export function undoableDeletions(getBackend: (name: string) => CmsRegistryBackend | undefined, names: readonly string[]) {
  mendBackends(getBackend, names, guard);
}
