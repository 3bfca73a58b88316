/**
 * What the CMS does with a form's data before saving it: optional values left blank are dropped
 * rather than written as '' or null, which the site's schemas would refuse. `isBlank` is also the
 * group control's test of an optional group left empty (admin/widgets/extend.tsx).
 */
import { PICTURE_CREDIT } from '@/model/credit';
import type { Collection, Field } from '@/model/fields';

type Data = Record<string, unknown>;

/** Empty: unset, '', an empty list, or a group whose values are all empty. */
export const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date) && Object.values(value as Data).every(isBlank));

const asData = (value: unknown): Data => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Data) : {});

/** The fields of an entry: a folder collection's, or the single file's. */
export function fieldsFor(collections: readonly Collection[], collection: string, file?: string): readonly Field[] | undefined {
  const c = collections.find((x) => x.name === collection);
  if (!c) return undefined;
  return c.type === 'folder' ? c.fields : c.files.find((f) => f.name === file)?.fields;
}

/** Paths of optional values left blank (empty groups, cleared inputs), to drop from the file. */
export function blankOptionalPaths(fields: readonly Field[], data: Data, path: (string | number)[] = []): (string | number)[][] {
  const paths: (string | number)[][] = [];
  for (const field of fields) {
    const value = data[field.name];
    const here = [...path, field.name];
    if (value === undefined) continue;
    if (field.required === false && isBlank(value)) {
      paths.push(here);
      continue;
    }
    if (field.kind === 'object') paths.push(...blankOptionalPaths(field.fields, asData(value), here));
    if (field.kind === 'image') paths.push(...blankOptionalPaths([PICTURE_CREDIT], asData(value), here));
    if (field.kind === 'list' && Array.isArray(value)) {
      value.forEach((item, i) => {
        const fieldsOfItem = itemFields(field, item);
        if (fieldsOfItem) paths.push(...blankOptionalPaths(fieldsOfItem, asData(item), [...here, i]));
      });
    }
  }
  return paths;
}

/** The fields of a list's item, when items are objects. */
function itemFields(field: Field, item: unknown): readonly Field[] | undefined {
  if (field.kind !== 'list') return undefined;
  if (field.types) return field.types.find((t) => t.name === asData(item)['type'])?.fields;
  if (Array.isArray(field.of)) return field.of as readonly Field[];
  // A picture's own optional field.
  return (field.of as Field | undefined)?.kind === 'image' ? [PICTURE_CREDIT] : undefined;
}
