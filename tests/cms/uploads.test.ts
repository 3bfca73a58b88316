/**
 * Uploads are checked by what they hold before they enter the media library: a file that is too
 * large, not a picture whatever its name, a damaged picture or a PDF that is not one is refused
 * with a notice naming the file and the limit, and nothing is written or committed. The CMS
 * refuses such a file as the editor picks it, and the local backend once more should one reach it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { UPLOAD_REFUSALS } from '../../src/lib/uploads';
import { useBrowser } from '../support/browser';
import { backendApi, openAdmin } from './support/cms';
import { cmsServer, COPY_BRANCH, gitIn } from './support/dev-server';
import { changes, snapshot } from './support/files';

const { root, siteUrl } = cmsServer();
const { browser } = useBrowser();

const lastCommit = () => gitIn(root, 'log', '-1', '--format=%H').trim();
/** A photograph of the library: a real JPEG, 2000 pixels wide. */
const PHOTO = readFileSync(join(root, 'src/assets/media/lake-mist.jpg'));

/** A file as the editor's computer hands it to the browser. */
const file = (name: string, buffer: Buffer, mimeType = 'image/jpeg') => ({ name, mimeType, buffer });

const BAD_PICTURES = [
  // JPEG's first bytes, padded to the size of the photograph the issue names.
  ['an oversized photograph', file('lake-panorama.jpg', Buffer.concat([PHOTO, Buffer.alloc(Math.round(6.7 * 1024 * 1024) - PHOTO.length)])), UPLOAD_REFUSALS.tooLarge('lake-panorama.jpg', Math.round(6.7 * 1024 * 1024), 5 * 1024 * 1024)],
  ['random bytes named .jpg', file('random.jpg', Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 251))), UPLOAD_REFUSALS.wrongKind('random.jpg', 'photo')],
  ['a text file named .jpg', file('notes.jpg', Buffer.from('Notes for the Locarno visit: the terrace, the jetty, the lobby.\n')), UPLOAD_REFUSALS.wrongKind('notes.jpg', 'photo')],
  ['a photograph cut off halfway', file('cut-off.jpg', PHOTO.subarray(0, Math.floor(PHOTO.length / 2))), UPLOAD_REFUSALS.undecodable('cut-off.jpg')],
] as const;

let page: Page;
beforeAll(async () => {
  page = await browser().newPage();
  await openAdmin(page, siteUrl);
  await page.getByRole('button', { name: 'Media' }).click();
  await page.getByRole('button', { name: 'Upload' }).waitFor();
});
afterAll(async () => {
  await page.close();
});

/**
 * The notice that answered the last upload: the CMS's own, as the file was picked, or, for what
 * only a full decoding finds, Decap's with the backend's words.
 */
const notice = (page: Page, text: string) => page.locator('#cms-refusal, .Toastify__toast').filter({ hasText: text }).first();

/** A request to the local backend as the CMS makes it. */
const api = await backendApi(siteUrl);

describe('the media library refuses what is not what it claims to be, writing nothing', () => {
  test.each(BAD_PICTURES)('%s', async (_, upload, refusal) => {
    const before = snapshot(root);
    const commit = lastCommit();
    await page.locator('input[type="file"]').setInputFiles(upload);
    const toast = notice(page, refusal);
    await toast.waitFor({ timeout: 60_000 });
    expect(await toast.innerText()).not.toMatch(/API_ERROR|Error:/);
    expect(await page.getByText(upload.name, { exact: true }).count()).toBe(0);
    expect(changes(before, snapshot(root))).toEqual([]);
    expect(lastCommit()).toBe(commit);
  });

  test.each(BAD_PICTURES)('%s, sent to the backend all the same', async (_, upload, refusal) => {
    const before = snapshot(root);
    const commit = lastCommit();
    const asset = { path: `src/assets/media/${upload.name}`, content: upload.buffer.toString('base64'), encoding: 'base64' };
    expect(await api('persistMedia', { branch: COPY_BRANCH, asset, options: { commitMessage: `Upload “${upload.name}”` } })).toEqual({ status: 422, body: { error: refusal } });
    expect(changes(before, snapshot(root))).toEqual([]);
    expect(lastCommit()).toBe(commit);
  });

  test('a good photograph is taken, under a name safe in any address', async () => {
    const before = snapshot(root);
    await page.locator('input[type="file"]').setInputFiles(file('Café Lago Maggiore.jpg', PHOTO));
    await page.getByText('cafe-lago-maggiore.jpg', { exact: true }).waitFor({ timeout: 60_000 });
    expect(changes(before, snapshot(root))).toEqual(['src/assets/media/cafe-lago-maggiore.jpg']);
    expect(gitIn(root, 'show', '--name-only', '--format=', 'HEAD').trim()).toBe('src/assets/media/cafe-lago-maggiore.jpg');
  });
});

test('a PDF for a download that is not one is refused as it is picked, writing nothing', async () => {
  const before = snapshot(root);
  const commit = lastCommit();
  const editor = await browser().newPage();
  await openAdmin(editor, siteUrl, undefined, '#/collections/reports/entries/investment-outlook-2025');
  await editor.getByRole('button', { name: /^Choose (a|different) file$/ }).click();
  await editor.getByRole('button', { name: 'Upload' }).waitFor();
  await editor.locator('input[type="file"]').setInputFiles(file('outlook-2025.pdf', PHOTO, 'application/pdf'));
  await notice(editor, UPLOAD_REFUSALS.wrongKind('outlook-2025.pdf', 'pdf')).waitFor({ timeout: 60_000 });
  expect(await editor.getByText('outlook-2025.pdf', { exact: true }).count()).toBe(0);
  // The backend refuses it as well, should it be sent to it.
  const asset = { path: 'public/downloads/outlook-2025.pdf', content: PHOTO.toString('base64'), encoding: 'base64' };
  expect(await api('persistMedia', { branch: COPY_BRANCH, asset, options: { commitMessage: 'Upload “outlook-2025.pdf”' } })).toEqual({ status: 422, body: { error: UPLOAD_REFUSALS.wrongKind('outlook-2025.pdf', 'pdf') } });
  expect(changes(before, snapshot(root))).toEqual([]);
  expect(lastCommit()).toBe(commit);
  await editor.close();
});
