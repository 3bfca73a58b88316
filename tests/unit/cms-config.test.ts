/** What the CMS writes, the site accepts: where uploads land, how files are named, which backend. */
import { existsSync, statSync } from 'node:fs';
import { posix } from 'node:path';
import type { CmsCollection, CmsField } from 'decap-cms-core';
import { compileStringTemplate } from 'decap-cms-lib-widgets/src/stringTemplate';
import { fromJS, type Map } from 'immutable';
import { describe, expect, test } from 'vitest';
import { cmsOptionsFromEnv } from '../../admin/backend';
import { collections } from '@/model/collections';
import { DOWNLOADS_FOLDER, DOWNLOADS_PATH, MEDIA_FOLDER, toDecapConfig } from '../../admin/config';
import { SLUG_PATTERN } from '@/model/fields';

const config = toDecapConfig(collections, cmsOptionsFromEnv({}, { dev: false }));

type AnyField = CmsField & Record<string, unknown>;

/** Every field of a collection (or single file) with the folder its file sits in. */
function* fieldsWithFolder(): Generator<{ where: string; folder: string; field: AnyField }> {
  function* walk(fields: readonly AnyField[], where: string, folder: string): Generator<{ where: string; folder: string; field: AnyField }> {
    for (const field of fields) {
      yield { where: `${where}.${field.name}`, folder, field };
      const nested = [
        ...((field['fields'] as AnyField[] | undefined) ?? []),
        ...(field['field'] ? [field['field'] as AnyField] : []),
        ...((field['types'] as AnyField[] | undefined) ?? []).flatMap((t) => t['fields'] as AnyField[]),
      ];
      yield* walk(nested, `${where}.${field.name}`, folder);
    }
  }
  for (const c of config.collections) {
    if (c.folder) yield* walk((c.fields ?? []) as AnyField[], c.name, c.folder);
    for (const f of c.files ?? []) yield* walk(f.fields as AnyField[], `${c.name}/${f.name}`, posix.dirname(f.file));
  }
}

const collection = (name: string) => config.collections.find((c) => c.name === name) as CmsCollection;

describe('uploads', () => {
  const images = [...fieldsWithFolder()].filter(({ field }) => field['widget'] === 'image');
  const files = [...fieldsWithFolder()].filter(({ field }) => field['widget'] === 'file');

  test('every picture field uploads into the media library and writes a path relative to its file', () => {
    expect(images.length).toBeGreaterThan(20);
    for (const { where, folder, field } of images) {
      const media = String(field['media_folder']);
      expect(media, where).toMatch(new RegExp(`^/${MEDIA_FOLDER}(/|$)`));
      // A sub-folder of the media library (portraits, logos) may not exist yet: the first upload creates it.
      const folderOrParent = existsSync(media.slice(1)) ? media.slice(1) : posix.dirname(media.slice(1));
      expect(folderOrParent === MEDIA_FOLDER || media.slice(1) === folderOrParent, `${where}: ${media} exists or is a sub-folder of ${MEDIA_FOLDER}`).toBe(true);
      expect(statSync(folderOrParent).isDirectory(), `${where}: ${folderOrParent} is a folder`).toBe(true);
      // The written value, resolved from the content file's folder, is the uploaded file.
      expect(posix.join(folder, String(field['public_folder'])), where).toBe(media.slice(1));
      expect(field['choose_url'], where).toBe(false);
    }
  });

  test('portraits and logos go to their own folders, as the existing ones do', () => {
    const portrait = images.find(({ where }) => where === 'people.portrait.src');
    const logo = images.find(({ where }) => where === 'brands.logo.src');
    expect(portrait?.field['media_folder']).toBe(`/${MEDIA_FOLDER}/people`);
    expect(logo?.field['media_folder']).toBe(`/${MEDIA_FOLDER}/brands`);
  });

  test('PDFs land in public/downloads and are linked as /downloads/<file>', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const { where, field } of files) {
      expect(field['media_folder'], where).toBe(`/${DOWNLOADS_FOLDER}`);
      expect(field['public_folder'], where).toBe(DOWNLOADS_PATH);
      expect(new RegExp(String((field['pattern'] as string[])[0])).test('/downloads/report.pdf'), where).toBe(true);
      expect(new RegExp(String((field['pattern'] as string[])[0])).test('/downloads/photo.jpg'), where).toBe(false);
    }
  });

  test('the Markdown fields of data files take no pictures (they would escape optimisation)', () => {
    // A Markdown entry's body is the file's own text; every other Markdown field sits in a data file.
    const markdown = [...fieldsWithFolder()].filter(({ where, field }) => field['widget'] === 'markdown' && !/^\w+\.body$/.test(where));
    expect(markdown.length).toBeGreaterThan(0);
    for (const { where, field } of markdown) expect(field['editor_components'], where).toEqual([]);
  });
});

describe('entries', () => {
  test('people are filed under their name, everything else under its web address', () => {
    for (const c of config.collections.filter((x) => x.folder)) {
      expect(c.slug, c.name).toBe(c.name === 'people' ? '{{fields.name}}' : '{{fields.slug}}');
      const names = (c.fields ?? []).map((f) => f.name);
      expect(names, c.name).toContain(c.identifier_field);
    }
  });

  test('typed web addresses are validated with the site pattern', () => {
    // A web address chosen from a list (a fixed page's) needs no pattern.
    const typed = config.collections
      .filter((x) => x.folder && x.name !== 'people')
      .map((c) => ({ name: c.name, slug: (c.fields ?? []).find((f) => f.name === 'slug') as AnyField }))
      .filter(({ slug }) => slug['widget'] !== 'select');
    expect(typed.length).toBeGreaterThan(0);
    for (const { name, slug } of typed) expect(slug['pattern'], name).toEqual([SLUG_PATTERN.regex, SLUG_PATTERN.message]);
  });

  test('collections with fixed addresses (legal pages, capabilities) cannot gain or lose entries', () => {
    for (const name of ['legal', 'capabilities']) {
      expect(collection(name).create).toBe(false);
      expect(collection(name).delete).toBe(false);
    }
    expect(collection('news').create).toBe(true);
  });

  test('relations store the target entry id', () => {
    const relations = [...fieldsWithFolder()].filter(({ field }) => field['widget'] === 'relation');
    expect(relations.length).toBeGreaterThan(0);
    for (const { where, field } of relations) {
      const target = collection(String(field['collection']));
      const valueField = String(field['value_field']);
      if (target.name === 'people') expect(valueField, where).toBe('{{slug}}');
      else expect((target.fields ?? []).map((f) => f.name), where).toContain(valueField);
    }
  });

  test('dates are picked as days, written YYYY-MM-DD, never with Decap’s date-and-time picker', () => {
    const widgets = [...fieldsWithFolder()].map(({ field }) => field['widget']);
    expect(widgets).toContain('day');
    expect(widgets).not.toContain('datetime');
  });

  test('content files are read and written in their canonical form', () => {
    for (const c of config.collections) expect(c.format, c.name).toMatch(/^(yaml-canonical|frontmatter-canonical|yaml-languages)$/);
  });
});

describe('backend', () => {
  test('without settings the CMS edits this machine through decap-server on 127.0.0.1', () => {
    const options = cmsOptionsFromEnv({}, { dev: false });
    expect(options.backend).toMatchObject({ name: 'proxy', proxy_url: 'http://127.0.0.1:8081/api/v1' });
    expect(options.localBackend).toBeUndefined();
  });

  test('in development the local backend is always offered, on the chosen port', () => {
    const options = cmsOptionsFromEnv({ CMS_BACKEND: 'github', CMS_REPO: 'firm/site', CMS_PORT: '8090' }, { dev: true });
    expect(options.localBackend).toEqual({ url: 'http://127.0.0.1:8090/api/v1' });
    expect(toDecapConfig(collections, options).local_backend).toEqual({ url: 'http://127.0.0.1:8090/api/v1' });
  });

  test('in development the CMS carries the key of this run of npm run dev to the local backend; a build only when given one', () => {
    const env = { CMS_PORT: '8090', CMS_TOKEN: 'k3y-of_this+run' };
    expect(cmsOptionsFromEnv(env, { dev: true }).localBackend).toEqual({ url: 'http://127.0.0.1:8090/api/v1?token=k3y-of_this%2Brun' });
    expect(cmsOptionsFromEnv(env, { dev: false }).backend).toMatchObject({ name: 'proxy', proxy_url: 'http://127.0.0.1:8090/api/v1?token=k3y-of_this%2Brun' });
    expect(JSON.stringify(toDecapConfig(collections, cmsOptionsFromEnv({ CMS_PORT: '8090' }, { dev: false })))).not.toContain('token');
    expect(JSON.stringify(toDecapConfig(collections, cmsOptionsFromEnv({ ...env, CMS_BACKEND: 'github', CMS_REPO: 'firm/site' }, { dev: false })))).not.toContain('k3y');
  });

  test('GitHub with an OAuth provider', () => {
    const { backend } = cmsOptionsFromEnv(
      { CMS_BACKEND: 'github', CMS_REPO: 'firm/site', CMS_BRANCH: 'production', CMS_BASE_URL: 'https://auth.example.com' },
      { dev: false },
    );
    expect(backend).toEqual({ name: 'github', repo: 'firm/site', branch: 'production', base_url: 'https://auth.example.com', auth_endpoint: 'auth' });
  });

  test('git-gateway with its identity service', () => {
    const { backend } = cmsOptionsFromEnv({ CMS_BACKEND: 'git-gateway', CMS_IDENTITY_URL: 'https://id.example.com' }, { dev: false });
    expect(backend).toEqual({ name: 'git-gateway', branch: 'main', identity_url: 'https://id.example.com' });
  });

  test('a misconfiguration fails the build with a message', () => {
    expect(() => cmsOptionsFromEnv({ CMS_BACKEND: 'github' }, { dev: false })).toThrow(/CMS_REPO/);
    expect(() => cmsOptionsFromEnv({ CMS_BACKEND: 'dropbox' }, { dev: false })).toThrow(/CMS_BACKEND/);
  });

  test('the site address becomes the CMS "view live" address', () => {
    const options = cmsOptionsFromEnv({ SITE_URL: 'https://www.example.ch' }, { dev: false });
    expect(toDecapConfig(collections, options)).toMatchObject({ site_url: 'https://www.example.ch', display_url: 'https://www.example.ch' });
  });
});

describe('the list of people', () => {
  // The line Decap shows for an entry, made by Decap's own template code from the entry's data.
  const line = (data: object) => compileStringTemplate(String(collection('people').summary), null, '', fromJS(data) as Map<string, unknown>);

  test('says which people have no portrait yet', () => {
    expect(line({ name: 'Marco Vanoni' })).toBe('Marco Vanoni · no portrait');
    expect(line({ name: 'Marco Vanoni', portrait: { src: '../../src/assets/media/people/marco-vanoni.jpg', alt: 'Marco Vanoni' } })).toBe('Marco Vanoni');
  });
});
