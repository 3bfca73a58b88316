import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineCollection, type SchemaContext } from 'astro:content';
import { file, glob, type Loader } from 'astro/loaders';
import { CREDITS_FILE, creditEntries, creditsSchema } from '@/lib/credit-schema';
import { brands } from '@/model/collections/brands';
import { municipalities } from '@/model/collections/municipalities';
import { articles, legal, news, press, reports } from '@/model/collections/news';
import { capabilities, pages, settings } from '@/model/collections/pages';
import { people } from '@/model/collections/people';
import { projects } from '@/model/collections/projects';
import { properties } from '@/model/collections/properties';
import type { Field, FilesCollection, FolderCollection, InferFields } from '@/model/fields';
import type { z } from 'astro/zod';
import { DEFAULT_LOCALE, LOCALES } from './i18n/languages';
import { entrySchema, translationSchema } from './lib/content/schema';
import { entryIdOf } from './model/slug';
import { splitLocaleFile } from './model/files';
import { translationCollection } from './model/translation';
import { parseYaml } from './model/format';

/**
 * A collection whose entry type is read off its fields (InferFields in src/model/fields.ts). The
 * schema is built at run time from the same fields, so the type is asserted once, here.
 */
type CollectionOf<Fs extends readonly Field[]> = { type: 'content_layer'; loader: Loader; schema: (ctx: SchemaContext) => z.ZodType<InferFields<Fs>> };
const typed = <Fs extends readonly Field[]>(config: ReturnType<typeof defineCollection>) => config as CollectionOf<Fs>;

/** The languages translations are written in: every one but English. */
const TRANSLATED = LOCALES.map((l) => l.code).filter((code) => code !== DEFAULT_LOCALE);
const TRANSLATED_GLOB = `{${TRANSLATED.join(',')}}`;
const extensions = (format: 'md' | 'yml') => (format === 'md' ? 'md' : '{yml,yaml}');

/**
 * Entries are keyed by their web address, not their file name, so a renamed file keeps its URL.
 * Two files claiming one address would silently replace each other; they fail the build.
 */
function folder<const C extends FolderCollection>(c: C): CollectionOf<C['fields']> {
  const owners = new Map<string, string>();
  return typed<C['fields']>(defineCollection({
    loader: glob({
      base: c.folder,
      pattern: `*.${DEFAULT_LOCALE}.${extensions(c.format)}`,
      generateId: ({ base, data, entry }) => {
        const id = entryIdOf(c, data, entry);
        const owner = owners.get(id);
        // The owner may have been renamed or deleted since (the dev server loads entries again).
        // Files are looked up from the loader's folder, not the folder the build was started in.
        if (owner && owner !== entry && existsSync(join(fileURLToPath(base), owner))) {
          throw new Error(`${c.folder}/${entry} and ${c.folder}/${owner} both use the web address "${id}". Give one of them another ${c.idFrom === 'name' ? 'name' : 'slug'}.`);
        }
        owners.set(id, entry);
        return id;
      },
    }),
    schema: entrySchema(c.fields),
  }));
}

/**
 * The translations of a folder's entries, `<file>.<language>.<ext>` beside the English
 * `<file>.en.<ext>`, with the id `<language>/<file>`. A translation without its original fails
 * the build: it would never be shown.
 */
function translations(folderPath: string, fields: readonly Field[], name: string, extension: string) {
  return defineCollection({
    loader: glob({
      base: folderPath,
      pattern: `${name}.${TRANSLATED_GLOB}.${extension}`,
      generateId: ({ base, entry }) => {
        const file = splitLocaleFile(entry);
        if (!file) throw new Error(`${folderPath}/${entry}: a translation is named <file>.<language>.<extension>.`);
        const original = `${file.base}.${DEFAULT_LOCALE}.${file.extension}`;
        if (!existsSync(join(fileURLToPath(base), original))) {
          throw new Error(`${folderPath}/${entry} translates ${folderPath}/${original}, which does not exist. Rename the translation after its original, or delete it.`);
        }
        return `${file.locale}/${file.base}`;
      },
    }),
    schema: translationSchema(fields),
  });
}

/**
 * A page or settings file holds every language, keyed by language (`en:`, `it:` …; Decap's only
 * structure for single files). Each is a collection of one entry, its English part, so every
 * page keeps its own schema; its translations are the collection `<name>Translations`.
 */
const byLanguage = (text: string) => parseYaml(text) as Record<string, Record<string, unknown> | undefined>;

function singleFileCollection<const F extends FilesCollection['files'][number]>(f: F): CollectionOf<F['fields']> {
  return typed<F['fields']>(defineCollection({
    loader: file(f.file, { parser: (text) => ({ [f.name]: byLanguage(text)[DEFAULT_LOCALE] ?? {} }) }),
    schema: entrySchema(f.fields),
  }));
}

function singleTranslations(f: FilesCollection['files'][number]) {
  return defineCollection({
    loader: file(f.file, {
      parser: (text) => {
        const languages = byLanguage(text);
        return Object.fromEntries(TRANSLATED.flatMap((code) => (languages[code] ? [[`${code}/${f.name}`, languages[code]]] : [])));
      },
    }),
    schema: translationSchema(f.fields),
  });
}

type Singles<C extends FilesCollection> = { [F in C['files'][number] as F['name']]: CollectionOf<F['fields']> };

function singles<const C extends FilesCollection>(c: C): Singles<C> {
  return Object.fromEntries(c.files.map((f) => [f.name, singleFileCollection(f)])) as Singles<C>;
}

function translationCollections(list: readonly (FolderCollection | FilesCollection)[]) {
  return Object.fromEntries(
    list.flatMap((c) =>
      c.type === 'folder'
        ? [[translationCollection(c.name), translations(c.folder, c.fields, '*', extensions(c.format))]]
        : c.files.map((f) => [translationCollection(f.name), singleTranslations(f)]),
    ),
  );
}

/**
 * The image credits: one entry, src/assets/credits.yml, holding the credit of each file (like a
 * page's single file). Not file(): it logs a file it cannot read and keeps the entries it had,
 * where a credits file that is not a list, or credits one file twice, must fail the build. The
 * development server instead names the problem and keeps the last credits that were right.
 */
const creditsLoader: Loader = {
  name: 'credits-loader',
  load: async ({ config, logger, parseData, store, watcher }) => {
    const filePath = fileURLToPath(new URL(CREDITS_FILE, config.root));
    const sync = async () => {
      const data = await parseData({ id: CREDITS_FILE, data: creditEntries(await readFile(filePath, 'utf8')), filePath });
      store.set({ id: CREDITS_FILE, data, filePath: CREDITS_FILE });
    };
    await sync();
    watcher?.add(filePath);
    watcher?.on('change', (changed) => {
      if (changed === filePath) sync().catch((error: unknown) => logger.error(String(error)));
    });
  },
};

const folders = [properties, projects, municipalities, brands, people, news, press, reports, articles, legal, capabilities] as const;

export const collections = {
  properties: folder(properties),
  projects: folder(projects),
  municipalities: folder(municipalities),
  brands: folder(brands),
  people: folder(people),
  news: folder(news),
  press: folder(press),
  reports: folder(reports),
  articles: folder(articles),
  legal: folder(legal),
  capabilities: folder(capabilities),
  ...singles(pages),
  ...singles(settings),
  ...translationCollections([...folders, pages, settings]),
  credits: defineCollection({ loader: creditsLoader, schema: creditsSchema }),
};
