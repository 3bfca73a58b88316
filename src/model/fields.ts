import type { ImageMetadata } from 'astro';
import { kindList, megabytes, UPLOAD_LIMITS } from '../lib/uploads';

/**
 * The content model's vocabulary. Every collection is described once with these builders; the
 * site's Zod schemas (src/lib/content/schema.ts) and the Decap CMS configuration (admin/config.ts)
 * are both derived from the same description, so the two cannot drift apart.
 */

interface FieldBase {
  name: string;
  /** What editors see above the input. */
  label: string;
  /** Help for editors under the input; also the schema's `.describe()`. */
  hint?: string;
  /** Required unless set to false. */
  required?: boolean;
  /**
   * Whether each language has its own value. Text is translated by default (strings, Markdown,
   * a picture's description); everything else is shared by all languages: numbers, dates,
   * choices, files, relations, and strings with a pattern (web addresses, e-mail addresses).
   * Set it only for the exceptions, e.g. `translate: false` on a person's name.
   */
  translate?: boolean;
}

export interface StringField extends FieldBase {
  kind: 'string';
  /** Long text gets a multi-line input. */
  multiline?: boolean;
  pattern?: { regex: string; message: string };
  default?: string;
}
export interface MarkdownField extends FieldBase {
  kind: 'markdown';
}
export interface NumberField extends FieldBase {
  kind: 'number';
  integer?: boolean;
  min?: number;
  max?: number;
  step?: number;
  default?: number;
}
export interface BooleanField extends FieldBase {
  kind: 'boolean';
  default: boolean;
}
export interface DateField extends FieldBase {
  kind: 'date';
  /** The earliest plausible day, YYYY-MM-DD (default 2000-01-01). */
  earliest?: string;
  /** How many years after today the latest plausible day lies (default 1). */
  yearsAhead?: number;
}
export interface SelectField extends FieldBase {
  kind: 'select';
  options: readonly { value: string; label: string }[];
  multiple?: boolean;
  default?: string;
}
const { photo, portrait, logo } = UPLOAD_LIMITS;

/**
 * The one hint per kind of picture about its file; a field's own hint says what it is for. The
 * kinds, pixels and sizes are those the uploads are checked by (src/lib/uploads.ts).
 */
export const PICTURE_FORMATS = {
  photo: `A ${kindList('photo')} photograph of at least ${photo.minLongSide} pixels on its longer side and at most ${megabytes(photo.maxBytes)} MB; the site makes the smaller versions.`,
  portrait: `A ${kindList('portrait')} portrait of at least ${portrait.minSide} × ${portrait.minSide} pixels and at most ${megabytes(portrait.maxBytes)} MB, ideally square.`,
  logo: `An SVG or a PNG with a transparent background, drawn in white to stand on a photograph; at most ${megabytes(logo.maxBytes)} MB, a PNG at least ${logo.minLongSide} pixels on its longer side.`,
  sharing: `A ${kindList('photo')} picture of 1200 × 630 pixels, the size social media show, and at most ${megabytes(photo.maxBytes)} MB.`,
} as const;

/** A picture with its alternative text, stored together so editors change both in one place. */
export interface ImageField extends FieldBase {
  kind: 'image';
  /** What kind of picture it is, which sets the format and size editors are asked for. */
  format?: keyof typeof PICTURE_FORMATS;
  /** Decorative images may leave the description empty. */
  decorative?: boolean;
  /** Sub-folder of the media library (src/assets/media/<folder>) that uploads go to. */
  folder?: string;
}
export interface FileField extends FieldBase {
  kind: 'file';
  /** File types offered, e.g. ['pdf']. */
  accept: readonly string[];
}
export interface RelationField extends FieldBase {
  kind: 'relation';
  collection: string;
  /** Field of the target shown to editors in the picker. */
  display: string;
  multiple?: boolean;
}
export interface ObjectField extends FieldBase {
  kind: 'object';
  fields: readonly Field[];
  collapsed?: boolean;
}
export interface ListField extends FieldBase {
  kind: 'list';
  /** A single field gives a list of values; several give a list of objects. */
  of?: Field | readonly Field[];
  /** Items of several kinds, told apart by their `type` key (a page's sections). */
  types?: readonly ListItemType[];
  /** Field whose value titles each item in the editor. */
  summary?: string;
  min?: number;
  max?: number;
}

export interface ListItemType {
  name: string;
  label: string;
  fields: readonly Field[];
}

export type Field =
  | StringField
  | MarkdownField
  | NumberField
  | BooleanField
  | DateField
  | SelectField
  | ImageField
  | FileField
  | RelationField
  | ObjectField
  | ListField;

type Spec<F extends Field> = Omit<F, 'kind'>;
type Built<K extends Field['kind'], S> = S & { kind: K };

// Builders keep the literal shape of each field, so the entry types can be inferred from it.
export const string = <const S extends Spec<StringField>>(f: S): Built<'string', S> => ({ kind: 'string', ...f });
export const text = <const S extends Spec<StringField>>(f: S): Built<'string', S & { multiline: true }> => ({ kind: 'string', multiline: true, ...f });
export const markdown = <const S extends Spec<MarkdownField>>(f: S): Built<'markdown', S> => ({ kind: 'markdown', ...f });
export const number = <const S extends Spec<NumberField>>(f: S): Built<'number', S> => ({ kind: 'number', ...f });
export const boolean = <const S extends Spec<BooleanField>>(f: S): Built<'boolean', S> => ({ kind: 'boolean', ...f });
export const date = <const S extends Spec<DateField>>(f: S): Built<'date', S> => ({ kind: 'date', ...f });
export const select = <const S extends Spec<SelectField>>(f: S): Built<'select', S> => ({ kind: 'select', ...f });
export const image = <const S extends Spec<ImageField>>(f: S): Built<'image', S> => ({ kind: 'image', ...f });
export const file = <const S extends Spec<FileField>>(f: S): Built<'file', S> => ({ kind: 'file', ...f });
export const relation = <const S extends Spec<RelationField>>(f: S): Built<'relation', S> => ({ kind: 'relation', ...f });
export const object = <const S extends Spec<ObjectField>>(f: S): Built<'object', S> => ({ kind: 'object', ...f });
export const list = <const S extends Spec<ListField>>(f: S): Built<'list', S> => ({ kind: 'list', ...f });

/** Options for a select from plain values, labelled as they read. */
export const options = <const V extends readonly string[]>(values: V) =>
  values.map((value) => ({ value, label: value })) as { value: V[number]; label: string }[];

export const SLUG_PATTERN = {
  // At most 80 characters: ADDRESS_MAX of ./rules.ts, which makes an address from a title.
  regex: '^(?=.{1,80}$)[a-z0-9]+(?:-[a-z0-9]+)*$',
  message: 'Use lowercase letters, digits and single hyphens only, at most 80 characters, e.g. "hotel-orselina".',
};

/** The web address part of an entry: its file name and the last segment of its URL. */
export const slug = (hint = 'The last part of the page address. Changing it breaks existing links.') =>
  string({ name: 'slug', label: 'Web address', hint, pattern: SLUG_PATTERN });

export const seoFields = [
  string({
    name: 'seoTitle',
    label: 'Search title',
    hint: 'Title shown in search results and browser tabs; the page title is used when empty.',
    required: false,
  }),
  text({
    name: 'seoDescription',
    label: 'Search description',
    hint: 'One or two sentences shown under the title in search results (about 150 characters).',
    required: false,
  }),
] as const;

interface CollectionBase {
  name: string;
  label: string;
  /** One-line explanation shown at the top of the collection in the CMS. */
  description: string;
  fields: readonly Field[];
}

/** Many entries, one file each, in `content/<folder>/`. */
export interface FolderCollection extends CollectionBase {
  type: 'folder';
  labelSingular: string;
  folder: string;
  /** md: front matter plus a Markdown body; yml: data only. */
  format: 'md' | 'yml';
  /** Field the entry's file name and id come from; people use their name. */
  idFrom: 'slug' | 'name';
  /** Field shown in the CMS list. */
  summary: string;
  /**
   * A note the CMS list adds to an entry that leaves an optional field empty, so editors see what
   * is still missing (people without a portrait); `field` may be a path, e.g. "portrait.src".
   */
  listNote?: { field: string; whenEmpty: string };
  /** The address of an entry's page on the site, from its id (the editor's "view on site" link). */
  page?: (id: string) => string;
  /** Present for md collections: what the body holds; required unless set to false. */
  body?: { label: string; hint?: string; required?: boolean };
  sortBy?: string;
}

/** One file per page or setting, grouped in the CMS. */
interface SingleFile {
  name: string;
  label: string;
  file: string;
  /** The address of the page this file fills, if it is one page. */
  page?: string;
  fields: readonly Field[];
}
export interface FilesCollection {
  type: 'files';
  name: string;
  label: string;
  description: string;
  files: readonly SingleFile[];
}

export type Collection = FolderCollection | FilesCollection;

/* The type of an entry, read off its fields: what getCollection() returns for it. */

type Simplify<T> = { [K in keyof T]: T[K] } & {};
/** Lists default to empty, booleans and fields with a default always have a value. */
type IsOptional<F> = F extends { kind: 'list' | 'boolean' } ? false : F extends { default: unknown } ? false : F extends { required: false } ? true : false;
type ItemOfTypes<Ts extends readonly ListItemType[]> = {
  [K in keyof Ts]: Simplify<{ type: Ts[K]['name'] } & InferFields<Ts[K]['fields']>>;
}[number];

type ValueOf<F> = F extends { kind: 'string' | 'markdown' | 'file' }
  ? string
  : F extends { kind: 'number' }
    ? number
    : F extends { kind: 'boolean' }
      ? boolean
      : F extends { kind: 'date' }
        ? Date
        : F extends { kind: 'select'; options: readonly { value: infer V }[]; multiple: true }
          ? V[]
          : F extends { kind: 'select'; options: readonly { value: infer V }[] }
            ? V
            : F extends { kind: 'image' }
              ? { src: ImageMetadata; alt: string }
              : F extends { kind: 'relation'; collection: infer C; multiple: true }
                ? { collection: C; id: string }[]
                : F extends { kind: 'relation'; collection: infer C }
                  ? { collection: C; id: string }
                  : F extends { kind: 'object'; fields: infer Fs extends readonly Field[] }
                    ? InferFields<Fs>
                    : F extends { kind: 'list'; types: infer Ts extends readonly ListItemType[] }
                      ? ItemOfTypes<Ts>[]
                      : F extends { kind: 'list'; of: infer Fs extends readonly Field[] }
                        ? InferFields<Fs>[]
                        : F extends { kind: 'list'; of: infer One }
                          ? ValueOf<One>[]
                          : never;

export type InferFields<Fs extends readonly Field[]> = Simplify<
  { [F in Fs[number] as IsOptional<F> extends true ? never : F['name']]: ValueOf<F> } & {
    [F in Fs[number] as IsOptional<F> extends true ? F['name'] : never]?: ValueOf<F>;
  }
>;
