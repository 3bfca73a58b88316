/**
 * Entries in a visitor's language: the English original with its translation laid over it by
 * the content model's rule (src/model/translation.ts). Texts the translation lacks stay English;
 * the entry lists them, so that the components rendering them mark them as English
 * (`fallbackLang` in src/middleware.ts, src/components/ui/Text.astro).
 */
import { getCollection, render, type CollectionEntry, type CollectionKey } from 'astro:content';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/languages';
import { typeset, typesetDeep, typesetHtml } from '@/i18n/typography';
import { collections } from '@/model/collections';
import type { Field } from '@/model/fields';
import { splitLocaleFile } from '@/model/files';
import { mergeTranslation, translationCollection } from '@/model/translation';
import { once } from './once';

type AnyEntry = CollectionEntry<CollectionKey>;
/** An entry shown in a language: its data merged, and whether a translation had anything to give. */
export type Localized<E extends { data: unknown }> = E & {
  lang: Locale;
  /** The translation's own entry (its Markdown body among others), when there is one. */
  translation?: AnyEntry;
  /** True when every translated text comes from the translation (always true in English). */
  complete: boolean;
  /** The English texts standing in for those the translation lacks (none in English). */
  fallbacks: ReadonlySet<string>;
};


function fieldsOf(name: string): readonly Field[] {
  for (const c of collections) {
    if (c.type === 'folder' && c.name === name) return c.fields;
    if (c.type === 'files') {
      const single = c.files.find((f) => f.name === name);
      if (single) return single.fields;
    }
  }
  throw new Error(`No collection "${name}" in the content model.`);
}

/**
 * A translation as its language sets type (src/i18n/typography.ts): amounts kept whole, and
 * French with its narrow no-break spaces.
 */
function typesetEntry(translation: AnyEntry): AnyEntry {
  const lang = translation.id.split('/')[0] ?? '';
  const { rendered } = translation as AnyEntry & { rendered?: { html: string } };
  return {
    ...translation,
    data: typesetDeep(translation.data, lang),
    ...(translation.body ? { body: typeset(translation.body, lang) } : {}),
    ...(rendered ? { rendered: { ...rendered, html: typesetHtml(rendered.html, lang) } } : {}),
  } as AnyEntry;
}

/** Every translation of a collection, by `<language>/<file>`, its type set once per build. */
const translations = (name: string): Promise<Map<string, AnyEntry>> =>
  once(`translations/${name}`, async () => new Map((await getCollection(translationCollection(name) as CollectionKey)).map((e) => [e.id, typesetEntry(e as AnyEntry)])));

/** The file an entry was read from, without folder, language and extension. */
const fileBase = (entry: AnyEntry) => splitLocaleFile(entry.filePath?.split('/').pop() ?? '')?.base ?? entry.id;

/** An entry in a language, given its collection's translations. */
function localizeWith<E extends AnyEntry>(entry: E, lang: Locale, own: Map<string, AnyEntry>): Localized<E> {
  if (lang === DEFAULT_LOCALE) return { ...entry, lang, complete: true, fallbacks: new Set() } as unknown as Localized<E>;
  const translation = own.get(`${lang}/${fileBase(entry)}`);
  const merged = mergeTranslation(fieldsOf(entry.collection), entry.data as Record<string, unknown>, translation?.data as Record<string, unknown> | undefined);
  const ownBody = Boolean(translation?.body?.trim());
  const missingBody = Boolean(entry.body?.trim()) && !ownBody;
  return {
    ...entry,
    data: merged.data as E['data'],
    lang,
    ...(translation ? { translation } : {}),
    complete: merged.missing.length === 0 && !missingBody,
    fallbacks: new Set(merged.fallbacks),
  } as unknown as Localized<E>;
}

const NONE = new Map<string, AnyEntry>();

export async function localize<E extends AnyEntry>(entry: E, lang: Locale): Promise<Localized<E>> {
  return localizeWith(entry, lang, lang === DEFAULT_LOCALE ? NONE : await translations(entry.collection));
}

/** Entries of one collection in a language, its translations read once. */
export async function localizeAll<E extends AnyEntry>(entries: readonly E[], lang: Locale): Promise<Localized<E>[]> {
  const [first] = entries;
  if (!first) return [];
  const own = lang === DEFAULT_LOCALE ? NONE : await translations(first.collection);
  return entries.map((entry) => localizeWith(entry, lang, own));
}

/**
 * The Markdown body in the entry's language, or the English one where the translation has none;
 * `lang` is then 'en', for the element that holds it.
 */
export async function renderBody(entry: Localized<AnyEntry>) {
  const own = entry.translation?.body?.trim() ? entry.translation : undefined;
  const rendered = await render(own ?? entry);
  // The body's text is set as its language sets it when it is rendered; its headings, which a
  // page may list again (a legal page's sections), are plain text and are set here.
  const headings = rendered.headings.map((h) => ({ ...h, text: typeset(h.text, own ? entry.lang : DEFAULT_LOCALE) }));
  return { ...rendered, headings, lang: entry.lang !== DEFAULT_LOCALE && !own ? ('en' as const) : undefined };
}
