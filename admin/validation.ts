/**
 * Checks the CMS form cannot express: an optional group (a project's development programme, an
 * optional photo) is either left empty or filled in completely. Run before every save, so an
 * entry the site would reject is never written.
 */
import type { Collection, Field } from './fields';

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
  return Array.isArray(field.of) ? (field.of as readonly Field[]) : undefined;
}

/** An image is stored as its file and its description. */
const imageParts = (decorative: boolean): Field[] => [
  { kind: 'string', name: 'src', label: 'Picture' },
  { kind: 'string', name: 'alt', label: 'Description', required: !decorative },
];

const childrenOf = (field: Field): readonly Field[] | undefined =>
  field.kind === 'object' ? field.fields : field.kind === 'image' ? imageParts(field.decorative === true) : undefined;

const hasDefault = (field: Field) => 'default' in field && field.default !== undefined;

/** Required fields left blank in a group that was started. */
function missingIn(fields: readonly Field[], data: Data, trail: string[]): string[] {
  const missing: string[] = [];
  for (const field of fields) {
    const value = data[field.name];
    const label = [...trail, field.label];
    if (isBlank(value)) {
      if (field.required !== false && !hasDefault(field)) missing.push(label.join(' › '));
      continue;
    }
    const children = childrenOf(field);
    if (children) missing.push(...missingIn(children, asData(value), label));
    if (field.kind === 'list' && Array.isArray(value)) {
      value.forEach((item, i) => {
        const fieldsOfItem = itemFields(field, item);
        if (fieldsOfItem) missing.push(...incompleteGroups(fieldsOfItem, asData(item), [...label, String(i + 1)]));
      });
    }
  }
  return missing;
}

/**
 * Required fields missing inside optional groups that were started, as "Development project ›
 * Title". Elsewhere the form itself insists on required fields.
 */
export function incompleteGroups(fields: readonly Field[], data: Data, trail: string[] = []): string[] {
  const missing: string[] = [];
  for (const field of fields) {
    const value = data[field.name];
    if (isBlank(value)) continue;
    const label = [...trail, field.label];
    const children = childrenOf(field);
    if (children) missing.push(...(field.required === false ? missingIn(children, asData(value), label) : incompleteGroups(children, asData(value), label)));
    if (field.kind === 'list' && Array.isArray(value)) {
      value.forEach((item, i) => {
        const fieldsOfItem = itemFields(field, item);
        if (fieldsOfItem) missing.push(...incompleteGroups(fieldsOfItem, asData(item), [...label, String(i + 1)]));
      });
    }
  }
  return missing;
}
