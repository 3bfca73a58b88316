/**
 * Which values each language writes for itself and which all languages share, read off the
 * content model (`translate` in fields.ts), and how a translation is laid over its English
 * original. The CMS configuration, the schemas of translation files and the pages all follow
 * these rules, so a field is translated or shared in one place only.
 */
import type { Field, ListField } from './fields';

/** translated: each language has its own value; shared: one value for all; mixed: some of each inside. */
export type Translation = 'translated' | 'shared' | 'mixed';

/** The content collection that holds a collection's (or a single file's) translations: `<name>Translations` (src/content.config.ts). */
export const translationCollection = (name: string) => `${name}Translations`;

const combine = (parts: readonly Translation[]): Translation =>
  parts.every((p) => p === 'translated') ? 'translated' : parts.every((p) => p === 'shared') ? 'shared' : 'mixed';

/** The fields of a list's items; a typed list's items also carry their `type`, which is shared. */
function itemFields(list: ListField, item?: unknown): readonly Field[] {
  if (list.types) {
    const type = (item as { type?: unknown } | undefined)?.type;
    return list.types.find((t) => t.name === type)?.fields ?? [];
  }
  if (Array.isArray(list.of)) return list.of as readonly Field[];
  return [];
}

export function translationOf(field: Field): Translation {
  if (field.translate === false) return 'shared';
  switch (field.kind) {
    case 'string':
      return field.translate === true || !field.pattern ? 'translated' : 'shared';
    case 'markdown':
      return 'translated';
    case 'image':
      // The picture is shared; its description is written in each language.
      return 'mixed';
    case 'object':
      return combine(field.fields.map(translationOf));
    case 'list': {
      if (field.types) return combine(['shared', ...field.types.flatMap((t) => t.fields.map(translationOf))]);
      if (Array.isArray(field.of)) return combine((field.of as readonly Field[]).map(translationOf));
      return field.of ? translationOf(field.of as Field) : 'shared';
    }
    default:
      return field.translate === true ? 'translated' : 'shared';
  }
}

type Data = Record<string, unknown>;
const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A translation leaves a value to the original by leaving it out or empty. */
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

export interface Merged {
  data: Data;
  /** Where the original's text stands in for a missing translation: `description`, `gallery.2.alt`. */
  missing: string[];
  /** Where the translation has its own text. */
  translated: string[];
  /** The original's texts that stand in for the missing ones, each once. */
  fallbacks: string[];
}

/**
 * Lays a translation over its original: translated values come from the translation where it
 * has them and from the original elsewhere (listed in `fallbacks`, which the page marks as
 * English); shared values always come from the original, so a copy of a shared
 * value inside a translated list (the CMS writes them) never counts. Lists follow the
 * original's items, the translation's items laid over them in the same order.
 */
export function mergeTranslation(fields: readonly Field[], original: Data, translation: Data | undefined): Merged {
  const missing: string[] = [];
  const translated: string[] = [];
  const fallbacks = new Set<string>();

  const standIn = (value: unknown): void => {
    if (typeof value === 'string' && value !== '') fallbacks.add(value);
    else if (Array.isArray(value)) value.forEach(standIn);
    else if (isRecord(value)) Object.values(value).forEach(standIn);
  };

  function leaf(path: string, value: unknown, own: unknown): unknown {
    if (isBlank(value)) return value;
    if (isBlank(own)) {
      missing.push(path);
      standIn(value);
      return value;
    }
    translated.push(path);
    return own;
  }

  function fieldsOf(list: readonly Field[], from: Data, own: Data | undefined, prefix: string): Data {
    const out: Data = { ...from };
    for (const f of list) {
      if (!(f.name in from)) continue;
      out[f.name] = value(f, from[f.name], own?.[f.name], `${prefix}${f.name}`);
    }
    return out;
  }

  function value(field: Field, from: unknown, own: unknown, path: string): unknown {
    const kind = translationOf(field);
    if (kind === 'shared' || from === undefined || from === null) return from;
    if (field.kind === 'image' && isRecord(from)) {
      return { ...from, alt: leaf(`${path}.alt`, from['alt'], isRecord(own) ? own['alt'] : undefined) };
    }
    if (field.kind === 'object' && isRecord(from)) return fieldsOf(field.fields, from, isRecord(own) ? own : undefined, `${path}.`);
    if (field.kind === 'list' && Array.isArray(from) && field.of && !Array.isArray(field.of) && !field.types && kind === 'mixed') {
      // A list of pictures: each one keeps its file and takes its description from the translation.
      const ownItems = Array.isArray(own) ? own : [];
      return from.map((item, i) => value(field.of as Field, item, ownItems[i], `${path}.${i}`));
    }
    if (field.kind === 'list' && Array.isArray(from) && (field.types || Array.isArray(field.of))) {
      const ownItems = Array.isArray(own) ? own : [];
      return from.map((item, i) => {
        if (!isRecord(item)) return item;
        const ownItem = ownItems[i];
        const sameType = !field.types || (isRecord(ownItem) && ownItem['type'] === item['type']);
        return fieldsOf(itemFields(field, item), item, sameType && isRecord(ownItem) ? ownItem : undefined, `${path}.${i}.`);
      });
    }
    // A translated value as a whole: a text, or a list of texts.
    return leaf(path, from, own);
  }

  const data = fieldsOf(fields, original, translation, '');
  return { data, missing, translated, fallbacks: [...fallbacks] };
}
