/**
 * One source of truth: for every collection and single file, the Decap form and the content
 * schema must accept the same fields, with the same kinds, the same required fields, the same
 * allowed values and the same nesting. Both are read back into one neutral shape and compared.
 */
import type { CmsField } from 'decap-cms-core';
import { z } from 'astro/zod';
import { describe, expect, test } from 'vitest';
import { cmsOptionsFromEnv } from '../../admin/backend';
import { collections } from '@/model/collections';
import { toDecapConfig } from '../../admin/config';
import type { Field } from '@/model/fields';
import { entrySchema } from '../../src/lib/content/schema';

/** What both sides must agree on, field by field. */
type Presence = 'required' | 'optional' | { default: unknown };
type Shape =
  | { kind: 'text' | 'file' | 'boolean' | 'date' | 'image'; presence: Presence; pattern?: string }
  | { kind: 'number'; presence: Presence; integer: boolean; min?: number; max?: number }
  | { kind: 'enum'; presence: Presence; values: string[] }
  | { kind: 'reference'; presence: Presence; collection: string }
  | { kind: 'object'; presence: Presence; fields: Record<string, Shape> }
  | { kind: 'list'; presence: Presence; item: Shape; min?: number; max?: number }
  | { kind: 'variants'; presence: Presence; types: Record<string, Record<string, Shape>> };

/* ---------- the schema side ---------- */

/** Stands in for astro:assets' image(): recognisable by identity. */
const IMAGE = z.string();
const image = () => IMAGE;

type AnySchema = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };
const def = (s: AnySchema) => s._zod.def;
const checks = (s: AnySchema) => ((def(s)['checks'] as AnySchema[] | undefined) ?? []).map((c) => c._zod.def as Record<string, unknown>);

function presenceOf(schema: AnySchema): Presence {
  const result = schema.safeParse(undefined);
  if (!result.success) return 'required';
  const value = result.data;
  if (value === undefined || (Array.isArray(value) && value.length === 0)) return 'optional';
  return { default: value };
}

/** The schema without its optional/default/preprocess wrappers. */
function core(schema: AnySchema): AnySchema {
  let s = schema;
  for (;;) {
    const d = def(s);
    if (d.type === 'optional' || d.type === 'nullable' || d.type === 'default' || d.type === 'prefault') s = d['innerType'] as AnySchema;
    else if (d.type === 'pipe' && def(d['in'] as AnySchema).type === 'transform') s = d['out'] as AnySchema;
    else if (d.type === 'pipe' && def(d['out'] as AnySchema).type === 'transform' && def(d['in'] as AnySchema).type !== 'union') s = d['in'] as AnySchema;
    else return s;
  }
}

function schemaShape(schema: AnySchema, insideOptional: boolean): Shape {
  let presence = presenceOf(schema);
  // The form cannot require a field only when its group is filled in; admin/validation.ts
  // checks that on save, so inside an optional group the form shows such fields as optional.
  if (insideOptional && presence === 'required') presence = 'optional';
  const s = core(schema);
  const d = def(s);
  const childrenOptional = insideOptional || presence === 'optional';

  if ((s as unknown) === IMAGE) return { kind: 'image', presence };
  switch (d.type) {
    case 'string': {
      const regex = checks(s).find((c) => c['format'] === 'regex')?.['pattern'] as RegExp | undefined;
      if (regex && regex.source.startsWith('^\\/downloads')) return { kind: 'file', presence };
      return regex ? { kind: 'text', presence, pattern: regex.source } : { kind: 'text', presence };
    }
    case 'number': {
      // The bounds are checked by the rules both sides share (src/model/rules.ts); read them back by
      // asking the schema about whole numbers around zero, about a fraction, and (halving the gap)
      // for the largest whole number it takes below a trillion.
      const accepts = (n: number) => s.safeParse(n).success;
      const probes = Array.from({ length: 21 }, (_, i) => i - 10);
      // A range that holds no whole number near zero (a latitude): found in hundredths of degrees,
      // its bounds narrowed to a millionth.
      if (!probes.some(accepts)) {
        const found = Array.from({ length: 36_001 }, (_, i) => -180 + i / 100).find(accepts);
        if (found === undefined) throw new Error('A number field that accepts no number between -180 and 180.');
        const edge = (inside: number, outside: number) => {
          while (Math.abs(outside - inside) > 1e-9) {
            const middle = (inside + outside) / 2;
            if (accepts(middle)) inside = middle;
            else outside = middle;
          }
          return Math.round(inside * 1e6) / 1e6;
        };
        return { kind: 'number', presence, integer: !accepts(found + 0.001) && !accepts(found - 0.001), min: edge(found, found - 1000), max: edge(found, found + 1000) };
      }
      const min = probes.find((n) => accepts(n) && !accepts(n - 1));
      let max: number | undefined;
      const taken = probes.find(accepts);
      if (taken !== undefined && !accepts(1e12)) {
        let [low, high] = [taken, 1e12];
        while (high - low > 1) {
          const middle = Math.floor((low + high) / 2);
          if (accepts(middle)) low = middle;
          else high = middle;
        }
        max = low;
      }
      const integer = !accepts(1000.5) && accepts(1000);
      return { kind: 'number', presence, integer, ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
    }
    case 'boolean':
      return { kind: 'boolean', presence };
    case 'date':
      return { kind: 'date', presence };
    case 'enum':
      return { kind: 'enum', presence, values: Object.values(d['entries'] as Record<string, string>) };
    case 'pipe': {
      // Images and references check the path or id first, then hand it to astro:content.
      const out = d['out'] as AnySchema;
      if ((out as unknown) === IMAGE) return { kind: 'image', presence };
      // reference(): any id in, { id, collection } out.
      const parsed = out.safeParse('some-id');
      const collection = parsed.success ? (parsed.data as { collection?: string }).collection : undefined;
      if (!collection) throw new Error('Unrecognised pipe in the schema.');
      return { kind: 'reference', presence, collection };
    }
    case 'object': {
      const shape = d['shape'] as Record<string, AnySchema>;
      return { kind: 'object', presence, fields: Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, schemaShape(v, childrenOptional)])) };
    }
    case 'array': {
      const min = checks(s).find((c) => c['check'] === 'min_length')?.['minimum'] as number | undefined;
      const max = checks(s).find((c) => c['check'] === 'max_length')?.['maximum'] as number | undefined;
      return { kind: 'list', presence, item: schemaShape(d['element'] as AnySchema, false), ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
    }
    case 'union': {
      if (d['discriminator'] !== 'type') throw new Error('Unions must be told apart by "type".');
      const types = Object.fromEntries(
        (d['options'] as AnySchema[]).map((option) => {
          const { type, ...rest } = def(option)['shape'] as Record<string, AnySchema>;
          const name = (def(type!)['values'] as string[])[0]!;
          return [name, Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, schemaShape(v, false)]))];
        }),
      );
      return { kind: 'variants', presence, types };
    }
    default:
      throw new Error(`Unrecognised schema type "${d.type}".`);
  }
}

/* ---------- the form side ---------- */

type DecapField = CmsField & Record<string, unknown>;

function decapPresence(field: DecapField): Presence {
  if (field['default'] !== undefined) return { default: field['default'] };
  return field.required === false ? 'optional' : 'required';
}

function decapShape(field: DecapField): Shape {
  const presence = decapPresence(field);
  const f = field as Record<string, unknown>;
  switch (field['widget']) {
    case 'string':
    case 'text':
    case 'address': {
      const pattern = f['pattern'] as [string, string] | undefined;
      return pattern ? { kind: 'text', presence, pattern: pattern[0] } : { kind: 'text', presence };
    }
    case 'markdown':
      return { kind: 'text', presence };
    case 'file':
      return { kind: 'file', presence };
    case 'image':
      return { kind: 'image', presence };
    case 'boolean':
      return { kind: 'boolean', presence };
    case 'day':
      return { kind: 'date', presence };
    case 'number': {
      const { min, max } = f as { min?: number; max?: number };
      return { kind: 'number', presence, integer: f['value_type'] === 'int', ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
    }
    case 'select': {
      const one: Shape = { kind: 'enum', presence: f['multiple'] ? 'required' : presence, values: (f['options'] as { value: string }[]).map((o) => o.value) };
      return f['multiple'] ? { kind: 'list', presence, item: one } : one;
    }
    case 'relation': {
      const one: Shape = { kind: 'reference', presence: f['multiple'] ? 'required' : presence, collection: f['collection'] as string };
      return f['multiple'] ? { kind: 'list', presence, item: one } : one;
    }
    case 'object':
      return { kind: 'object', presence, fields: objectFields(f['fields'] as DecapField[]) };
    case 'list': {
      const { min, max } = f as { min?: number; max?: number };
      const bounds = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
      if (f['types']) {
        expect(f['typeKey'], `${field.name}: items are told apart by "type"`).toBe('type');
        const types = Object.fromEntries((f['types'] as DecapField[]).map((t) => [t.name, objectFields(t['fields'] as DecapField[])]));
        return { kind: 'list', presence, item: { kind: 'variants', presence: 'required', types }, ...bounds };
      }
      const item: Shape = f['field'] ? decapShape(f['field'] as DecapField) : { kind: 'object', presence: 'required', fields: objectFields(f['fields'] as DecapField[]) };
      return { kind: 'list', presence, item, ...bounds };
    }
    default:
      throw new Error(`Unexpected widget "${String(field['widget'])}" on "${field.name}".`);
  }
}

const objectFields = (fields: readonly DecapField[]): Record<string, Shape> => Object.fromEntries(fields.map((f) => [f.name, decapShape(f)]));

/* ---------- the comparison ---------- */

const config = toDecapConfig(collections, cmsOptionsFromEnv({}, { dev: false }));
const decapCollection = (name: string) => config.collections.find((c) => c.name === name)!;

function schemaOf(fields: readonly Field[]): Record<string, Shape> {
  const schema = entrySchema(fields)({ image } as never) as unknown as AnySchema;
  const shape = schemaShape(schema, false);
  if (shape.kind !== 'object') throw new Error('An entry schema is an object.');
  return shape.fields;
}

describe('the CMS form and the content schema agree field by field', () => {
  for (const collection of collections) {
    if (collection.type === 'folder') {
      test(`${collection.name}`, () => {
        const decap = decapCollection(collection.name);
        const fields = (decap.fields ?? []) as DecapField[];
        const body = fields.find((f) => f.name === 'body');
        // The Markdown body is the file's text, not front matter, so the schema does not see it.
        if (collection.format === 'md') expect(body?.['widget']).toBe('markdown');
        else expect(body).toBeUndefined();
        expect(objectFields(fields.filter((f) => f !== body))).toEqual(schemaOf(collection.fields));
        expect(Object.keys(schemaOf(collection.fields))).toEqual(collection.fields.map((f) => f.name));
      });
    } else {
      for (const file of collection.files) {
        test(`${collection.name} › ${file.name}`, () => {
          const decap = decapCollection(collection.name).files!.find((f) => f.name === file.name)!;
          expect(decap.file).toBe(file.file);
          expect(objectFields(decap.fields as DecapField[])).toEqual(schemaOf(file.fields));
        });
      }
    }
  }

  test('every collection and single file of the model is in the CMS', () => {
    expect(config.collections.map((c) => c.name)).toEqual(collections.map((c) => c.name));
  });

  test('the comparison notices a disagreement', () => {
    const [first] = collections.filter((c) => c.type === 'folder');
    const fields = (decapCollection(first!.name).fields ?? []) as DecapField[];
    const altered = fields.map((f, i) => (i === 0 ? { ...f, required: !f.required } : f)).filter((f) => f.name !== 'body');
    expect(objectFields(altered)).not.toEqual(schemaOf(first!.fields));
  });
});
