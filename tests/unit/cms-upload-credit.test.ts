/** An uploaded picture starts as the firm's own photograph once chosen, wherever it sits in the form (admin/upload-credit.ts). */
import type { CmsField } from 'decap-cms-core';
import { fromJS, type Map } from 'immutable';
import { describe, expect, test } from 'vitest';
import { collections } from '@/model/collections';
import { toDecapConfig } from '../../admin/config';
import { creditUploads } from '../../admin/upload-credit';

const config = toDecapConfig(collections, { backend: { name: 'test-repo' }, firmName: 'Verbano Capital' });
const FIRM = { author: 'Verbano Capital', licence: 'All rights reserved' };
const media = (file: string) => `../../src/assets/media/${file}`;

const fieldOf = (collection: string, name: string) => fromJS((config.collections.find((c) => c.name === collection)?.fields ?? []).find((f: CmsField) => f.name === name)) as Map<string, unknown>;

const upload = (path: string) => creditUploads({ type: 'ADD_DRAFT_ENTRY_MEDIA_FILE', payload: { id: path, path, draft: true } });
/** Decap's change of a field, as the form hands it over, and what reaches Decap's reducers. */
function change(field: Map<string, unknown>, value: unknown, locale = 'en') {
  const action = { type: 'DRAFT_CHANGE_FIELD', payload: { field, value: fromJS(value), i18n: { currentLocale: locale, defaultLocale: 'en', locales: ['en', 'de'] } } };
  const mended = creditUploads(action);
  return { action, mended, value: (mended.payload.value as { toJS(): unknown }).toJS() };
}

describe('the credit of an uploaded picture', () => {
  test('is the firm’s own once the upload is chosen in a picture field', () => {
    upload('src/assets/media/harbour.jpg');
    expect(change(fieldOf('news', 'image'), { src: media('harbour.jpg'), alt: '' }).value).toEqual({ src: media('harbour.jpg'), alt: '', credit: FIRM });
  });

  test('is filled in once: an editor who empties it is not overruled', () => {
    upload('src/assets/media/pier.jpg');
    expect(change(fieldOf('news', 'image'), { src: media('pier.jpg') }).value).toEqual({ src: media('pier.jpg'), credit: FIRM });
    const { action, mended } = change(fieldOf('news', 'image'), { src: media('pier.jpg'), credit: { author: '', licence: null } });
    expect(mended).toBe(action);
  });

  test('keeps a credit the editor gave first', () => {
    upload('src/assets/media/quay.jpg');
    const credit = { author: 'Anna Keller', licence: 'CC BY 4.0' };
    expect(change(fieldOf('news', 'image'), { src: media('quay.jpg'), credit }).value).toEqual({ src: media('quay.jpg'), credit });
  });

  test('is filled in for the upload in a gallery and leaves the library’s pictures beside it as they are', () => {
    upload('src/assets/media/terrace.jpg');
    const gallery = [{ src: media('lake-dusk.jpg'), alt: 'Dusk' }, { src: media('terrace.jpg'), alt: 'Terrace' }];
    const { action, mended, value } = change(fieldOf('properties', 'gallery'), gallery);
    expect(value).toEqual([gallery[0], { ...gallery[1], credit: FIRM }]);
    // The unchanged item is the same value, so Decap sees nothing new in it.
    expect((mended.payload.value as { get(i: number): unknown }).get(0)).toBe((action.payload.value as { get(i: number): unknown }).get(0));
  });

  test('is filled in for an upload inside a page section', () => {
    const page = config.collections.find((c) => c.files?.some((f) => f.fields.some((x) => 'types' in x)));
    const sections = fromJS((page?.files ?? []).flatMap((f) => f.fields).find((x) => 'types' in x)) as Map<string, unknown>;
    const tiles = (sections.get('types') as { toJS(): { name: string; fields: { name: string; fields?: { name: string }[] }[] }[] }).toJS().find((t) => t.fields.some((f) => f.name === 'items' && f.fields?.some((x) => x.name === 'image')));
    expect(tiles).toBeDefined();
    upload('src/assets/media/tile.jpg');
    const value = change(sections, [{ type: tiles!.name, items: [{ image: { src: media('tile.jpg'), alt: 'Tile' }, title: 'T', text: 'x' }] }]).value as { items: { image: unknown }[] }[];
    expect(value[0]!.items[0]!.image).toEqual({ src: media('tile.jpg'), alt: 'Tile', credit: FIRM });
  });

  test('is not filled in for a picture of the media library, nor in a translation', () => {
    const library = change(fieldOf('news', 'image'), { src: media('lake-dusk.jpg'), alt: 'Dusk' });
    expect(library.mended).toBe(library.action);
    upload('src/assets/media/jetty.jpg');
    const translation = change(fieldOf('news', 'image'), { src: media('jetty.jpg'), alt: 'Steg' }, 'de');
    expect(translation.mended).toBe(translation.action);
  });

  test('of a file the media library took while no entry was open counts as an upload too', () => {
    creditUploads({ type: 'MEDIA_PERSIST_SUCCESS', payload: { file: { path: 'src/assets/media/shore.jpg' } } });
    expect(change(fieldOf('news', 'image'), { src: media('shore.jpg'), alt: '' }).value).toEqual({ src: media('shore.jpg'), alt: '', credit: FIRM });
  });
});
