/**
 * No save over a change the editor has not seen (admin/conflicts.ts): one entry open in two tabs,
 * each changing a field of its own. The second save is refused before anything is written, naming
 * what the first changed; loading the entry again puts the second tab's change back on top of the
 * first one's, and saving then keeps both. The local backend refuses the same save by itself, when
 * the texts it is told to expect are no longer those of the files.
 */
import { parse } from 'yaml';
import { afterAll, expect, test } from 'vitest';
import { useBrowser } from '../support/browser';
import { backendApi, openAdmin, requestPublish, save } from './support/cms';
import { cmsServer, COPY_BRANCH, gitIn } from './support/dev-server';

const { root, siteUrl } = cmsServer();
const { newContext } = useBrowser();
const api = await backendApi(siteUrl);

const SLUG = 'sorriso';
const FILE = `content/properties/${SLUG}.en.yml`;
const ROUTE = `#/collections/properties/entries/${SLUG}`;
const DRAFT = `cms/properties/${SLUG}`;
const original = parse(gitIn(root, 'show', `HEAD:${FILE}`)) as { location: string; parcelNumber?: string };
const draft = () => parse(gitIn(root, 'show', `${DRAFT}:${FILE}`)) as typeof original;

afterAll(async () => {
  if (gitIn(root, 'branch', '--list', DRAFT).trim()) await api('deleteUnpublishedEntry', { branch: COPY_BRANCH, collection: 'properties', slug: SLUG });
});

test('two tabs changing different fields of one entry lose nothing', async () => {
  const context = await newContext();
  const [first, second] = [await context.newPage(), await context.newPage()];
  for (const page of [first, second]) await openAdmin(page, siteUrl, undefined, ROUTE);
  // An optional field's label says so after its name.
  const field = (page: typeof first, label: string) => page.getByLabel(new RegExp(`^${label}( \\(optional\\))?$`));
  for (const page of [first, second]) await expect.poll(() => field(page, 'Location').inputValue(), { timeout: 120_000 }).toBe(original.location);

  const location = `${original.location}, on the lake`;
  const parcel = '4242';
  await field(first, 'Location').fill(location);
  await save(first);
  expect(draft()).toMatchObject({ location });

  const head = gitIn(root, 'rev-parse', DRAFT);
  await field(second, 'Parcel number').fill(parcel);
  await requestPublish(second);
  const refusal = second.locator('#cms-stale[role="alert"]');
  await expect.poll(() => refusal.textContent()).toMatch(/^Not saved: since you opened this entry, it was saved elsewhere .*: Location \(English\)\. Your own changes are kept/);
  // Nothing of the second tab was written: the draft is the first tab's.
  expect(gitIn(root, 'rev-parse', DRAFT)).toBe(head);
  expect(draft()).toMatchObject({ location });
  expect(draft().parcelNumber).toBe(original.parcelNumber);

  // Loading the entry again asks nothing and brings the second tab's change back on top of the first's.
  second.on('dialog', (dialog) => void dialog.dismiss());
  await refusal.getByRole('button', { name: 'Load the entry again' }).click();
  const form = async () => ({ location: await field(second, 'Location').inputValue(), parcel: await field(second, 'Parcel number').inputValue() });
  await expect.poll(form, { timeout: 120_000 }).toEqual({ location, parcel });

  await expect.poll(() => second.locator('#cms-stale[role="status"]').textContent()).toMatch(/^Your changes are back in the form, on top of the entry as it is now: Parcel number \(English\)\./);
  await save(second);
  expect(draft()).toMatchObject({ location, parcelNumber: parcel });
});

test('the local backend refuses a save whose files are not those it is told to expect, writing nothing', async () => {
  const text = gitIn(root, 'show', `HEAD:${FILE}`);
  const params = (expected: string | null) => ({
    branch: COPY_BRANCH,
    dataFiles: [{ slug: SLUG, path: FILE, raw: text.replace(/^location: .*$/m, 'location: Ascona, Ticino') }],
    assets: [],
    options: { commitMessage: 'Update Properties “sorriso”', useWorkflow: false, status: 'draft', collectionName: 'properties' },
    expected: { [FILE]: expected },
  });
  const head = gitIn(root, 'rev-parse', 'HEAD');
  for (const expected of ['0'.repeat(64), null]) {
    expect(await api('persistEntry', params(expected))).toEqual({ status: 412, body: { error: `Not saved: ${FILE} changed since this entry was opened, and saving now would undo that change.` } });
  }
  expect(gitIn(root, 'rev-parse', 'HEAD')).toBe(head);
  expect(gitIn(root, 'status', '--porcelain')).toBe('');
});
