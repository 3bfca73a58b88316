/**
 * The Decap CMS configuration, derived from the same content model as the site's schemas
 * (src/lib/content/schema.ts), so a field added to a collection appears in both at once.
 */
import type { CmsBackend, CmsCollection, CmsCollectionFile, CmsConfig, CmsField, CmsLocalBackend } from 'decap-cms-core';
import { listBounds } from '@/model/rules';
import { ownCredit, PICTURE_CREDIT } from '@/model/credit';
import { PICTURE_FORMATS, type Collection, type Field, type FilesCollection, type FolderCollection } from '@/model/fields';
import { translationOf } from '@/model/translation';
import { DEFAULT_LOCALE, LOCALES } from '@/i18n/languages';
import { UPLOAD_CREDIT } from './upload-credit';

/** Where uploaded pictures are stored: astro:assets optimises everything under it. */
export const MEDIA_FOLDER = 'src/assets/media';
/** Where uploaded PDFs are stored, and the address the site serves them from. */
export const DOWNLOADS_FOLDER = 'public/downloads';
export const DOWNLOADS_PATH = '/downloads';

const LOCALE_CODES = LOCALES.map((l) => l.code);

/** The content formats, written in the canonical form of the content files (admin/formats.ts). */
export const FORMATS = { yml: 'yaml-canonical', md: 'frontmatter-canonical', localized: 'yaml-languages' } as const;

export interface DecapOptions {
  backend: CmsBackend;
  /** Set in development: Decap then edits the working tree through decap-server. */
  localBackend?: CmsLocalBackend | undefined;
  /** Public address of the site, for the "view live" links. */
  siteUrl?: string | undefined;
  /** The firm's name (site settings), the author an uploaded picture is credited to until the editor says otherwise. */
  firmName?: string | undefined;
}

/** The path from a content folder back to the repository root, e.g. "content/news" → "../../". */
const toRoot = (folder: string) => '../'.repeat(folder.split('/').filter(Boolean).length);

/** Image values are written relative to the content file, so astro:assets resolves them. */
function mediaFolders(contentFolder: string, subfolder?: string) {
  const folder = subfolder ? `${MEDIA_FOLDER}/${subfolder}` : MEDIA_FOLDER;
  return { media_folder: `/${folder}`, public_folder: `${toRoot(contentFolder)}${folder}` };
}

interface Context {
  /** Folder of the content file, for relative media paths. */
  folder: string;
  collections: readonly Collection[];
  /**
   * Inside an optional object Decap would still insist on every required child, so the object
   * could never stay empty; there the children are optional in the form and the all-or-nothing
   * rule is checked on save (admin/validation.ts).
   */
  insideOptional: boolean;
  /** The field a new entry's web address is made from (its title or name). */
  titleField?: string | undefined;
  /** The author of the firm's own photographs, the credit an upload starts with. */
  firmName: string;
}

const template = (field: string) => `{{fields.${field}}}`;

/** The value a relation stores: the target entry's id (its slug, or for people the file name). */
function relationValueField(collections: readonly Collection[], name: string) {
  const target = collections.find((c): c is FolderCollection => c.type === 'folder' && c.name === name);
  if (!target) throw new Error(`Relation to unknown collection "${name}".`);
  return target.idFrom === 'name' ? '{{slug}}' : 'slug';
}

function fieldsOf(fields: readonly Field[], ctx: Context): CmsField[] {
  return fields.map((f) => toField(f, ctx));
}

const hasDefault = (field: Field) => 'default' in field && field.default !== undefined;

/**
 * Decap's i18n flag of a field, from the model: what is translated (or holds something
 * translated) is edited per language; what is shared is edited in English only and hidden when
 * translating, so a translation file never holds it.
 */
const i18nOf = (field: Field) => ({ i18n: translationOf(field) !== 'shared' });

function toField(field: Field, ctx: Context): CmsField {
  const required = field.required !== false && !ctx.insideOptional;
  // Checked by the group control (admin/widgets/extend.tsx) once the group is started.
  const inGroup = ctx.insideOptional && field.required !== false && !hasDefault(field) ? { required_in_group: true } : {};
  const base = { name: field.name, label: field.label, required, ...inGroup, ...(field.hint ? { hint: field.hint } : {}), ...i18nOf(field) };
  const children: Context = { ...ctx, insideOptional: ctx.insideOptional || field.required === false };

  switch (field.kind) {
    case 'string':
      if (field.name === 'slug' && ctx.titleField) {
        // The address widget follows the title and refuses an address another entry has.
        return { ...base, widget: 'address', from: ctx.titleField, ...(field.pattern ? { pattern: [field.pattern.regex, field.pattern.message] as [string, string] } : {}) } as unknown as CmsField;
      }
      return {
        ...base,
        widget: field.multiline ? 'text' : 'string',
        ...(field.pattern ? { pattern: [field.pattern.regex, field.pattern.message] as [string, string] } : {}),
        ...(field.default !== undefined ? { default: field.default } : {}),
      };
    case 'markdown':
      // Pictures belong in image fields, where they are optimised; text stays text.
      return { ...base, widget: 'markdown', editor_components: [], modes: ['rich_text', 'raw'] };
    case 'number':
      return {
        ...base,
        widget: 'number',
        value_type: field.integer ? 'int' : 'float',
        ...(field.min !== undefined ? { min: field.min } : {}),
        ...(field.max !== undefined ? { max: field.max } : {}),
        ...(field.default !== undefined ? { default: field.default } : {}),
      };
    case 'boolean':
      return { ...base, widget: 'boolean', default: field.default };
    case 'date':
      return { ...base, widget: 'day', ...(field.earliest ? { earliest: field.earliest } : {}), ...(field.yearsAhead !== undefined ? { years_ahead: field.yearsAhead } : {}) } as CmsField;
    case 'select':
      return {
        ...base,
        widget: 'select',
        options: field.options.map((o) => ({ label: o.label, value: o.value })),
        ...(field.multiple ? { multiple: true } : {}),
        ...(field.default !== undefined ? { default: field.default } : {}),
      };
    case 'image': {
      const decorative = field.decorative === true;
      return {
        ...base,
        widget: 'object',
        summary: '{{fields.alt}}',
        fields: [
          {
            name: 'src',
            label: 'Picture',
            widget: 'image',
            required: children.insideOptional ? false : true,
            ...(children.insideOptional ? { required_in_group: true } : {}),
            hint: PICTURE_FORMATS[field.format ?? 'photo'],
            choose_url: false,
            i18n: false,
            ...mediaFolders(ctx.folder, field.folder),
          },
          {
            name: 'alt',
            label: 'Description',
            widget: 'string',
            required: !decorative && !children.insideOptional,
            ...(!decorative && children.insideOptional ? { required_in_group: true } : {}),
            hint: decorative
              ? 'Optional: this picture is decorative.'
              : 'What the picture shows, in one sentence, for visitors who cannot see it.',
            ...(decorative ? { default: '' } : {}),
            i18n: true,
          },
          // Not a Decap default, which a new entry would take for every picture it leaves empty
          // (and a list as an item of its own): the CMS gives an upload this credit when it is chosen.
          { ...toField(PICTURE_CREDIT, children), [UPLOAD_CREDIT]: ownCredit(ctx.firmName) } as unknown as CmsField,
        ],
      };
    }
    case 'file':
      return {
        ...base,
        widget: 'file',
        choose_url: false,
        media_folder: `/${DOWNLOADS_FOLDER}`,
        public_folder: DOWNLOADS_PATH,
        pattern: [`\\.(${field.accept.join('|')})$`, `Choose a ${field.accept.map((a) => a.toUpperCase()).join(' or ')} file.`],
      };
    case 'relation':
      return {
        ...base,
        widget: 'relation',
        collection: field.collection,
        value_field: relationValueField(ctx.collections, field.collection),
        search_fields: [field.display],
        display_fields: [field.display],
        ...(field.multiple ? { multiple: true } : {}),
        options_length: 100,
      };
    case 'object':
      return { ...base, widget: 'object', collapsed: field.collapsed ?? false, fields: fieldsOf(field.fields, children) };
    case 'list': {
      // Each item that exists is complete, whatever the list itself is.
      const items: Context = { ...ctx, insideOptional: false };
      // The list control checks these bounds on save with the build's rule (src/model/rules.ts).
      const { min, max } = listBounds({ ...field, required });
      const list = {
        ...base,
        widget: 'list' as const,
        ...(field.summary ? { summary: template(field.summary) } : {}),
        ...(min > 0 ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
      };
      if (field.types) {
        return {
          ...list,
          typeKey: 'type',
          collapsed: true,
          types: field.types.map((t) => ({ name: t.name, label: t.label, widget: 'object' as const, i18n: true, fields: fieldsOf(t.fields, items) })),
        } as unknown as CmsField;
      }
      if (Array.isArray(field.of)) {
        return { ...list, collapsed: true, fields: fieldsOf(field.of as readonly Field[], items) };
      }
      if (field.of) {
        const one = field.of as Field;
        const item = toField(one, items) as CmsField & { fields?: CmsField[]; summary?: string };
        // A list of pictures lists their two fields directly: Decap's single-field lists wrap an
        // object item under the field's name, which then loads empty and saves an extra key.
        if (one.kind === 'image') return { ...list, label_singular: one.label, collapsed: true, summary: item.summary ?? '', fields: item.fields ?? [] };
        return { ...list, label_singular: one.label, collapsed: false, field: item };
      }
      throw new Error(`List field "${field.name}" needs "of" or "types".`);
    }
  }
}

/**
 * Decap's preview links ("view live") are relative to the site's address. They come from each
 * collection's `page`, the same the route table (src/lib/route-table.ts) lists the entries' pages
 * by; the table itself reads the disk, which the CMS in the browser cannot.
 */
const previewPath = (address: string) => address.replace(/^\//, '');

/**
 * How the CMS lists a collection's entries: dated entries newest first with their date in the
 * list, the others in their position order; an entry that leaves the field of `listNote` empty
 * says so after its name ("Marco Vanoni · no portrait").
 */
function listing(c: FolderCollection) {
  const dated = c.fields.some((f) => f.kind === 'date' && f.name === c.sortBy);
  const sortBy = c.sortBy ? [{ field: c.sortBy, default_sort: dated ? ('desc' as const) : ('asc' as const) }] : [];
  const note = c.listNote ? `{{fields.${c.listNote.field} | ternary('', ' · ${c.listNote.whenEmpty}')}}` : '';
  return {
    summary: (dated ? `${template(c.summary)} · {{fields.${c.sortBy} | date('D MMM YYYY')}}` : template(c.summary)) + note,
    sortable_fields: [...sortBy, ...(c.summary !== c.sortBy ? [c.summary] : [])],
  };
}

/** Entries whose address is a fixed choice (legal pages, capabilities) cannot be added or removed. */
const hasFixedAddresses = (c: FolderCollection) => c.fields.some((f) => f.name === 'slug' && f.kind === 'select');

function folderCollection(c: FolderCollection, collections: readonly Collection[], firmName: string): CmsCollection {
  const ctx: Context = { folder: c.folder, collections, firmName, insideOptional: false, titleField: c.idFrom === 'slug' ? c.summary : undefined };
  const fields = fieldsOf(c.fields, ctx);
  if (c.body) {
    fields.push({
      name: 'body',
      label: c.body.label,
      widget: 'markdown',
      i18n: true,
      required: c.body.required !== false,
      ...(c.body.hint ? { hint: c.body.hint } : {}),
    });
  }
  const fixed = hasFixedAddresses(c);
  return {
    name: c.name,
    label: c.label,
    label_singular: c.labelSingular,
    description: c.description,
    i18n: true,
    folder: c.folder,
    extension: c.format,
    format: FORMATS[c.format],
    create: !fixed,
    delete: !fixed,
    // People are filed under their name (the site lowercases and hyphenates it); the rest under
    // their web address field, which the form validates.
    slug: template(c.idFrom === 'name' ? 'name' : 'slug'),
    identifier_field: c.summary,
    ...listing(c),
    ...(c.page ? { preview_path: previewPath(c.page('{{slug}}')) } : {}),
    ...mediaFolders(c.folder),
    fields,
  };
}

function filesCollection(c: FilesCollection, collections: readonly Collection[], firmName: string): CmsCollection {
  const files: CmsCollectionFile[] = c.files.map((f) => {
    const folder = f.file.slice(0, f.file.lastIndexOf('/'));
    return { name: f.name, label: f.label, file: f.file, i18n: true, ...(f.page ? { preview_path: previewPath(f.page) } : {}), ...mediaFolders(folder), fields: fieldsOf(f.fields, { folder, collections, firmName, insideOptional: false }) };
  });
  // Decap keeps the languages of a single file in that file, keyed by language.
  return { name: c.name, label: c.label, description: c.description, i18n: { structure: 'single_file', locales: LOCALE_CODES, default_locale: DEFAULT_LOCALE }, format: FORMATS.localized, extension: 'yml', files };
}

export function toDecapConfig(collections: readonly Collection[], options: DecapOptions): CmsConfig {
  const firmName = options.firmName ?? '';
  return {
    load_config_file: false,
    backend: options.backend,
    ...(options.localBackend ? { local_backend: options.localBackend } : {}),
    ...(options.siteUrl ? { site_url: options.siteUrl, display_url: options.siteUrl } : {}),
    locale: 'en',
    // Drafts, review and publishing (locally on cms/… branches; on GitHub as pull requests).
    publish_mode: 'editorial_workflow',
    // Each entry of a folder is one file per language side by side: hotel-orselina.en.yml (the
    // original), hotel-orselina.it.yml (its translation, translated fields only).
    i18n: { structure: 'multiple_files', locales: LOCALE_CODES, default_locale: DEFAULT_LOCALE },
    media_folder: MEDIA_FOLDER,
    public_folder: `/${MEDIA_FOLDER}`,
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: collections.map((c) => (c.type === 'folder' ? folderCollection(c, collections, firmName) : filesCollection(c, collections, firmName))),
  };
}
