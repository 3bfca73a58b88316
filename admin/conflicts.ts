/**
 * No save over a change the editor has not seen. Decap saves the form as it is, whatever happened
 * to the entry's files since the form was opened: with the entry open in two tabs (or by two
 * editors), the second save put the first one's old text back, and both said "saved".
 *
 * So each tab remembers the text of every file it loaded an entry from, and before each save reads
 * the entry's files again the way it loaded them (the draft's where there is a draft, else the
 * published ones): if one changed, the save is refused before anything is written, naming what
 * changed. This runs in the browser, so it holds with every backend; the local backend checks
 * again, with the texts the save expects, in the same step as the write (scripts/cms-backend.mjs),
 * so that no save slips in between.
 *
 * The refusal's button loads the entry again and puts the editor's own changes back on top of it,
 * field by field; a field that was changed on both sides keeps the other change, and the notice
 * shows the editor's text of it to copy from.
 */
import type { CmsRegistryBackend } from 'decap-cms-core';
import { fromJS, Map as ImmutableMap } from 'immutable';
import { DEFAULT_LOCALE, LOCALES } from '@/i18n/languages';
import { collections } from '@/model/collections';
import type { Field } from '@/model/fields';
import { deleteLocalBackup } from 'decap-cms-core/dist/esm/actions/entries.js';
import { mendBackends } from './backend-wrap';
import { currentStore, decapStore, mendActions, type DecapStore } from './decap-store';
import { formats } from './formats';
import { leaveWithoutBackup } from './backup';
import { CMS_LANGUAGE_KEY, cmsLocale, cmsWords } from './language';
import { noticeBox } from './refusals';
import { fieldsFor } from './validation';

/** A file that did not exist when it was read. */
const ABSENT = null;
type Text = string | typeof ABSENT;
type Data = Record<string, unknown>;

interface DataFile {
  path: string;
  slug: string;
  raw: string;
}
interface PersistOptions {
  collectionName?: string;
  useWorkflow?: boolean;
}
interface Implementation {
  getEntry(path: string): Promise<{ data: string }>;
  unpublishedEntry(args: { collection: string; slug: string }): Promise<{ diffs?: { path: string; id: string }[] }>;
  unpublishedEntryDataFile(collection: string, slug: string, path: string, id: string | null): Promise<string>;
  persistEntry(entry: { dataFiles: DataFile[] }, options: PersistOptions): Promise<unknown>;
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>;
  request?(payload: { action: string; params: Record<string, unknown> }): Promise<unknown>;
}

/** The text of each file as this tab last loaded (or saved) it. */
const loaded = new Map<string, Text>();

const notFound = (error: unknown) => (error as { status?: number } | null)?.status === 404;

/** The entry's files as a save would find them: the draft's, where it has one, else the published ones. */
async function currentTexts(implementation: Implementation, collection: string, slug: string, paths: string[], workflow: boolean): Promise<Text[]> {
  const draft = workflow ? await implementation.unpublishedEntry({ collection, slug }).catch(() => undefined) : undefined;
  const ids = new Map((draft?.diffs ?? []).map((diff) => [diff.path, diff.id]));
  const read = (path: string) => (draft ? implementation.unpublishedEntryDataFile(collection, slug, path, ids.get(path) ?? null) : implementation.getEntry(path).then((entry) => entry.data));
  return Promise.all(
    paths.map((path) =>
      read(path).catch((error: unknown): Text => {
        if (notFound(error)) return ABSENT;
        throw error;
      }),
    ),
  );
}

/** One field of one language whose value the refused save had changed. */
interface Change {
  locale: string;
  name: string;
  label: string;
  value: unknown;
  /** Changed elsewhere too: the form keeps that change, and the editor's value is shown. */
  both: boolean;
}

const LOCALE_CODES = LOCALES.map((l) => l.code) as string[];
const formatOf = (path: string) => (path.endsWith('.md') ? formats.frontmatter : formats.yaml);

/** A file's data by language: a single file holds every language under its code, a file per language one. */
function byLanguage(path: string, text: Text): Record<string, Data> {
  if (text === ABSENT) return {};
  const data = (formatOf(path).fromFile(text) ?? {}) as Data;
  const own = /\.([a-z]{2})\.(ya?ml|md)$/.exec(path)?.[1];
  return own ? { [own]: data } : (Object.fromEntries(Object.entries(data).filter(([code]) => LOCALE_CODES.includes(code))) as Record<string, Data>);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields `mine` changed from `base`, each marked where `theirs` changed it too. */
function changesOf(path: string, fields: readonly Field[], base: Text, mine: Text, theirs: Text): Change[] {
  const [b, m, t] = [base, mine, theirs].map((text) => byLanguage(path, text)) as [Record<string, Data>, Record<string, Data>, Record<string, Data>];
  return Object.keys({ ...b, ...m }).flatMap((locale) =>
    fields
      .filter((field) => !same(b[locale]?.[field.name], m[locale]?.[field.name]))
      .map((field) => ({
        locale,
        name: field.name,
        label: cmsWords(field.label),
        value: m[locale]?.[field.name],
        both: !same(b[locale]?.[field.name], t[locale]?.[field.name]),
      })),
  );
}

/** The labels of the fields `theirs` changed from `base`. */
function changedElsewhere(path: string, fields: readonly Field[], base: Text, theirs: Text): string[] {
  return changesOf(path, fields, base, theirs, base).map(({ label, locale }) => labelIn(label, locale));
}

/** A language's name in the language the CMS speaks. */
const languageName = (code: string) => new Intl.DisplayNames([cmsLocale(navigator.languages, localStorage.getItem(CMS_LANGUAGE_KEY))], { type: 'language' }).of(code) ?? code;
const labelIn = (label: string, locale: string) => `${label} (${languageName(locale)})`;

/** A save refused because the entry changed meanwhile. */
class StaleSave extends Error {
  constructor(
    message: string,
    readonly entry: { collection: string; slug: string; changes: Change[] },
  ) {
    super(message);
  }
}

/** Where a tab keeps the changes of a refused save across loading the entry again. */
const PENDING_KEY = 'cms.changes-to-take-back';

function staleSave(collection: string, slug: string, files: DataFile[], now: Text[]): StaleSave | undefined {
  const fields = fieldsFor(collections, collection, slug) ?? [];
  const stale = files.map((file, i) => ({ file, theirs: now[i] ?? ABSENT })).filter(({ file, theirs }) => theirs !== loaded.get(file.path));
  if (stale.length === 0) return undefined;
  const elsewhere = stale.flatMap(({ file, theirs }) => changedElsewhere(file.path, fields, loaded.get(file.path) ?? ABSENT, theirs));
  const changes = files.flatMap((file, i) => changesOf(file.path, fields, loaded.get(file.path) ?? ABSENT, file.raw, now[i] ?? ABSENT));
  const message = cmsWords('Not saved: since you opened this entry, it was saved elsewhere (in another tab, by another editor or in the repository), and saving now would undo that change: {changes}.', {
    changes: (elsewhere.length > 0 ? elsewhere : stale.map(({ file }) => file.path)).join(', '),
  });
  return new StaleSave(message, { collection, slug, changes });
}

/** The hashes a save expects its files to have, for the local backend's own check. */
async function expectedHashes(dataFiles: DataFile[]): Promise<Record<string, string | null>> {
  const hash = async (text: string) => [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))].map((b) => b.toString(16).padStart(2, '0')).join('');
  const known = dataFiles.filter((file) => loaded.has(file.path));
  return Object.fromEntries(await Promise.all(known.map(async (file) => [file.path, loaded.get(file.path) === ABSENT ? null : await hash(loaded.get(file.path)!)] as const)));
}

/** The local backend's answer to a save whose files changed meanwhile (scripts/cms-backend.mjs). */
const PRECONDITION_FAILED = 412;

function guard(implementation: Implementation) {
  // The reads of the check before a save use Decap's own methods: they change nothing the tab remembers.
  const reads: Implementation = Object.create(implementation);
  reads.getEntry = implementation.getEntry.bind(implementation);
  reads.unpublishedEntryDataFile = implementation.unpublishedEntryDataFile.bind(implementation);
  const remember = <T>(path: string, read: Promise<T>, text: (result: T) => string) =>
    read.then(
      (result) => (loaded.set(path, text(result)), result),
      (error: unknown) => {
        if (notFound(error)) loaded.set(path, ABSENT);
        throw error;
      },
    );
  const getEntry = implementation.getEntry.bind(implementation);
  implementation.getEntry = (path) => remember(path, getEntry(path), (entry) => entry.data);
  const draftFile = implementation.unpublishedEntryDataFile.bind(implementation);
  implementation.unpublishedEntryDataFile = (collection, slug, path, id) => remember(path, draftFile(collection, slug, path, id), (text) => text);

  const request = implementation.request?.bind(implementation);
  if (request) {
    implementation.request = async (payload) => {
      if (payload.action !== 'persistEntry') return request(payload);
      const expected = await expectedHashes((payload.params['dataFiles'] as DataFile[] | undefined) ?? []);
      return request({ ...payload, params: { ...payload.params, expected } });
    };
  }

  // A file this tab deleted is, as far as it knows, not there.
  const remove = implementation.deleteFiles.bind(implementation);
  implementation.deleteFiles = async (paths, commitMessage) => {
    const deleted = await remove(paths, commitMessage);
    for (const path of paths) if (loaded.has(path)) loaded.set(path, ABSENT);
    return deleted;
  };

  const persist = implementation.persistEntry.bind(implementation);
  implementation.persistEntry = async (entry, options) => {
    const collection = options.collectionName ?? '';
    const slug = entry.dataFiles[0]?.slug ?? '';
    const files = entry.dataFiles.filter((file) => loaded.has(file.path));
    const now = await currentTexts(reads, collection, slug, files.map((file) => file.path), options.useWorkflow === true);
    const refusal = staleSave(collection, slug, files, now);
    if (refusal) throw refusal;
    try {
      const saved = await persist(entry, options);
      for (const file of entry.dataFiles) loaded.set(file.path, file.raw);
      return saved;
    } catch (error) {
      if ((error as { status?: number }).status !== PRECONDITION_FAILED) throw error;
      const later = await currentTexts(reads, collection, slug, files.map((file) => file.path), options.useWorkflow === true);
      throw staleSave(collection, slug, files, later) ?? error;
    }
  };
}

let reloading = false;

/** The notice of a refused save, with the one way on: loading the entry again with the editor's changes. */
function showStale({ message, entry }: StaleSave) {
  const { button: reload } = noticeBox({
    id: 'cms-stale',
    kind: 'refusal',
    lines: [`${message} ${cmsWords('Your own changes are kept: load the entry again, and they are put back on top of it.')}`],
    button: cmsWords('Load the entry again'),
  });
  reload!.addEventListener('click', async () => {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(entry));
    // Decap's own backup of the form would offer back the whole of it, the other change undone
    // with it; the editor's changes come back field by field instead.
    const store = currentStore() as unknown as { dispatch(action: unknown): Promise<void>; getState(): { collections: { get(name: string): unknown } } } | undefined;
    await store?.dispatch(deleteLocalBackup(store.getState().collections.get(entry.collection), entry.slug));
    reloading = true;
    leaveWithoutBackup();
    window.location.reload();
  });
  reload!.focus();
}

/** The notice once the editor's changes are back in the form. */
function showTakenBack(changes: Change[]) {
  const applied = changes.filter((c) => !c.both).map((c) => labelIn(c.label, c.locale));
  const lines = [
    ...(applied.length > 0 ? [cmsWords('Your changes are back in the form, on top of the entry as it is now: {fields}. Check them, then save.', { fields: applied.join(', ') })] : []),
    ...changes
      .filter((c) => c.both)
      .map((c) => cmsWords('{field} was changed elsewhere too; the form shows that change. Yours was: {value}', { field: labelIn(c.label, c.locale), value: typeof c.value === 'string' ? c.value : JSON.stringify(c.value ?? '') })),
  ];
  const { box } = noticeBox({ id: 'cms-stale', kind: 'published', lines });
  box.addEventListener('click', () => box.remove());
}

/** Once the entry of a refused save has loaded again, its changes go back into the form. */
function takeBackAfterReload(store: DecapStore) {
  const pending = sessionStorage.getItem(PENDING_KEY);
  if (!pending) return;
  sessionStorage.removeItem(PENDING_KEY);
  const entry = JSON.parse(pending) as StaleSave['entry'];
  store.dispatch({
    type: 'WAIT_UNTIL_ACTION',
    predicate: (action: { type: string; payload?: { entry?: { collection?: string; slug?: string } } }) =>
      action.type === 'DRAFT_CREATE_FROM_ENTRY' && action.payload?.entry?.collection === entry.collection && action.payload.entry.slug === entry.slug,
    run: (dispatch: (action: object) => void) => {
      for (const change of entry.changes.filter((c) => !c.both)) {
        dispatch({
          type: 'DRAFT_CHANGE_FIELD',
          payload: { field: ImmutableMap({ name: change.name }), value: fromJS(change.value), metadata: {}, entries: [], i18n: { currentLocale: change.locale, defaultLocale: DEFAULT_LOCALE, locales: LOCALE_CODES } },
        });
      }
      showTakenBack(entry.changes);
    },
  });
}

/**
 * Has the backends registered under `names` refuse a save whose entry changed since it was
 * loaded; the refusal shows as a notice of its own, with the button that loads the entry again,
 * instead of Decap's "could not save".
 */
export function refuseStaleSaves(getBackend: (name: string) => CmsRegistryBackend | undefined, names: readonly string[]) {
  mendBackends(getBackend, names, guard);
  mendActions((action) => {
    const details = (action as { payload?: { message?: { details?: unknown } } }).payload?.message?.details;
    if (action.type !== 'NOTIFICATION_SEND' || !(details instanceof StaleSave)) return action;
    showStale(details);
    // Decap's own notice would say the same in a toast that goes away, without the way on.
    return { type: 'STALE_SAVE_SHOWN' };
  });
  // Loading the entry again is what the editor asked for: Decap's "leave this page?" would only
  // stand in the way (the changes are kept for the reloaded entry).
  window.addEventListener('beforeunload', (event) => {
    if (reloading) event.stopImmediatePropagation();
  });
  void decapStore.then(takeBackAfterReload);
}
