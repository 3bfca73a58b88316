/**
 * For every collection editors can add to, the smallest entry the CMS lets them save: required
 * fields only (one item in required lists, defaults as the form fills them), written by the
 * CMS's own file format.
 */
import { readdirSync } from 'node:fs';
import { collections } from '@/model/collections';
import type { Collection, Field, FolderCollection } from '@/model/fields';
import { toFrontmatter, toYaml } from '../../../admin/formats';

const MINIMAL_PICTURE = '../../src/assets/media/lake-dusk.jpg';

function value(field: Field, collection: string): unknown {
  switch (field.kind) {
    case 'string':
      if (field.default !== undefined) return field.default;
      if (field.name === 'slug') return `minimal-${collection}`;
      if (field.pattern) return field.name.toLowerCase().includes('mail') ? 'info@example.com' : 'minimal';
      return field.name === 'name' ? `Minimal ${collection}` : 'Text';
    case 'markdown':
      return 'Text.';
    case 'number':
      return field.default ?? field.min ?? 1;
    case 'boolean':
      return field.default;
    case 'date':
      return '2025-03-15';
    case 'select':
      return field.default ?? field.options[0]!.value;
    case 'image':
      return { src: MINIMAL_PICTURE, alt: 'A lake at dusk' };
    case 'file':
      return '/downloads/minimal.pdf';
    case 'relation': {
      // The CMS offers only existing entries: the first of the related collection stands in.
      const related = collections.find((c): c is FolderCollection => c.type === 'folder' && c.name === field.collection);
      if (!related) throw new Error(`${field.name} relates to ${field.collection}, which is not a folder collection.`);
      const first = readdirSync(related.folder).filter((file) => /\.en\.\w+$/.test(file)).sort()[0]!.replace(/\.en\.\w+$/, '');
      return field.multiple ? [first] : first;
    }
    case 'object':
      return entryData(field.fields, collection);
    case 'list': {
      const count = Math.max(field.min ?? 1, 1);
      const item = field.types ? { type: field.types[0]!.name, ...entryData(field.types[0]!.fields, collection) } : Array.isArray(field.of) ? entryData(field.of as readonly Field[], collection) : value(field.of as Field, collection);
      return Array.from({ length: count }, () => item);
    }
  }
}

/** Lists are required unless optional; optional fields stay out unless the form fills a default. */
function entryData(fields: readonly Field[], collection: string): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of fields) {
    const hasDefault = 'default' in field && field.default !== undefined;
    if (field.required === false && !hasDefault) continue;
    data[field.name] = value(field, collection);
  }
  return data;
}

/** Collections whose addresses are a fixed choice cannot gain entries. */
export const addable = (collections: readonly Collection[]) =>
  collections.filter((c): c is FolderCollection => c.type === 'folder' && !c.fields.some((f) => f.name === 'slug' && f.kind === 'select'));

/** File name and text of the minimal entry of a collection. */
export function minimalEntry(c: FolderCollection): { path: string; text: string; data: Record<string, unknown> } {
  const data = entryData(c.fields, c.name);
  const id = c.idFrom === 'name' ? String(data['name']).toLowerCase().replace(/\s+/g, '-') : String(data['slug']);
  const path = `${c.folder}/${id}.en.${c.format}`;
  if (c.format === 'yml') return { path, text: toYaml(data), data };
  const body = c.body?.required === false ? '' : 'Text of the entry.';
  return { path, text: toFrontmatter({ ...data, body }), data };
}
