/**
 * Turns the content model of src/model/fields.ts into Zod schemas for the content collections, so
 * the CMS and the build validate exactly the same fields.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { reference } from 'astro:content';
import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { PICTURE_CREDIT } from '@/model/credit';
import type { Field, InferFields, ListField, ObjectField } from '@/model/fields';
import { dateProblem, listBounds, listProblem, numberProblem } from '@/model/rules';
import { translationOf } from '@/model/translation';
import { idsOf } from './ids';

type ImageFn = SchemaContext['image'];

/** Every content file sits two folders deep (content/<collection>/<file>), so relative image
 * paths resolve from any such folder. */
const imageExists = (path: string) => !path.startsWith('.') || existsSync(resolve('content', 'collection', path));

/**
 * The build refuses a picture or file that does not exist. The dev server lets it pass: it shows
 * a stand-in for the picture and names the entries that need a new one
 * (src/integrations/content-references.ts), so a deletion does not take the pages down.
 */
const mustExist = (exists: (path: string) => boolean) => (path: string) => !import.meta.env.DEV || exists(path);

/** Cleared inputs in the CMS may be written as '' or null; both mean "not set". */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

function optional(field: Field, schema: z.ZodType): z.ZodType {
  if (field.required !== false) return schema;
  if (field.kind === 'list') return z.preprocess(blankToUndefined, schema.optional()).transform((v) => v ?? []);
  return z.preprocess(blankToUndefined, schema.optional());
}

function objectOf(fields: readonly Field[], image: ImageFn, extra: Record<string, z.ZodType> = {}) {
  const shape: Record<string, z.ZodType> = { ...extra };
  for (const f of fields) shape[f.name] = fieldSchema(f, image);
  return z.strictObject(shape);
}

function listSchema(field: ListField, image: ImageFn): z.ZodType {
  let item: z.ZodType;
  if (field.types) {
    const variants = field.types.map((t) => objectOf(t.fields, image, { type: z.literal(t.name) }));
    item = z.discriminatedUnion('type', variants as unknown as [z.ZodObject, ...z.ZodObject[]]);
  } else if (Array.isArray(field.of)) {
    item = objectOf(field.of as readonly Field[], image);
  } else if (field.of) {
    item = fieldSchema(field.of as Field, image);
  } else {
    throw new Error(`List field "${field.name}" needs "of" or "types".`);
  }
  const { min, max } = listBounds(field);
  let list = z.array(item);
  if (min > 0) list = list.min(min, listProblem(field, min - 1));
  if (max !== undefined) list = list.max(max, listProblem(field, max + 1));
  return list;
}

function baseSchema(field: Field, image: ImageFn): z.ZodType {
  switch (field.kind) {
    case 'string': {
      let s = z.string();
      if (field.required !== false) s = s.trim().min(1, 'This field must not be empty.');
      if (field.pattern) s = s.regex(new RegExp(field.pattern.regex), field.pattern.message);
      return field.default !== undefined ? s.default(field.default) : s;
    }
    case 'markdown':
      return z.string().min(1, 'This field must not be empty.');
    case 'number': {
      const n = z.number({ error: 'Enter a number, e.g. 24.9.' }).superRefine((value, ctx) => {
        const problem = numberProblem(field, value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      });
      return field.default !== undefined ? n.default(field.default) : n;
    }
    case 'boolean':
      return z.boolean().default(field.default);
    case 'date':
      return z.coerce.date({ error: 'Enter a date that exists, e.g. 2025-03-15.' }).superRefine((value, ctx) => {
        const problem = dateProblem(field, value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      });
    case 'select': {
      const values = field.options.map((o) => o.value) as [string, ...string[]];
      const one = z.enum(values, { error: `Choose one of: ${values.join(', ')}.` });
      if (field.multiple) return z.array(one);
      return field.default !== undefined ? one.default(field.default) : one;
    }
    case 'image':
      return z.strictObject({
        src: z.string().refine(mustExist(imageExists), { error: (issue) => `Image not found: ${issue.input} (paths are relative to the content file).` }).pipe(image() as unknown as z.ZodType<unknown, string>), // declared as its result; it parses the path string
        alt: field.decorative ? z.string().default('') : z.string().trim().min(1, 'Describe the picture for visitors who cannot see it.'),
        [PICTURE_CREDIT.name]: fieldSchema(PICTURE_CREDIT, image),
      });
    case 'file':
      return z
        .string()
        .regex(/^\/downloads\/[^/]+$/, 'Files live in /downloads/ (upload them through the CMS).')
        .refine(mustExist((path) => existsSync(resolve('public', `.${path}`))), { error: (issue) => `File not found: public${issue.input}` });
    case 'relation': {
      const one = z
        .string()
        .refine((id) => idsOf(field.collection).has(id), { error: (issue) => `No ${field.collection} entry "${issue.input}". Choose one of: ${[...idsOf(field.collection)].join(', ')}.` })
        .pipe(reference(field.collection));
      return field.multiple ? z.array(one) : one;
    }
    case 'object':
      return objectOf((field as ObjectField).fields, image);
    case 'list':
      return listSchema(field, image);
  }
}

function fieldSchema(field: Field, image: ImageFn): z.ZodType {
  let schema = baseSchema(field, image);
  if (field.hint) schema = schema.describe(field.hint);
  return optional(field, schema);
}

/** The schema of one entry: its fields, and nothing else. */
export const entrySchema =
  <const Fs extends readonly Field[]>(fields: Fs) =>
  (ctx: SchemaContext) =>
    objectOf(fields, ctx.image) as unknown as z.ZodType<InferFields<Fs>>;

/**
 * The schema of a translation file: only what is translated, every value optional (a missing one
 * falls back to the English original). A field shared by every language is refused by name; a
 * shared value inside a translated list or picture is a copy the CMS writes so translators see
 * what they describe, and is never read.
 */
function translationObject(fields: readonly Field[], image: ImageFn, top: boolean, extra: Record<string, z.ZodType> = {}) {
  const shape: Record<string, z.ZodType> = { ...extra };
  for (const f of fields) {
    if (translationOf(f) === 'shared') {
      shape[f.name] = top
        ? z.undefined({ error: `"${f.label}" is the same in every language: change it in the English entry. A translation holds only translated fields.` }).optional()
        : z.unknown().optional();
    } else {
      shape[f.name] = z.preprocess(blankToUndefined, translatedValue(f, image).optional());
    }
  }
  return z.strictObject(shape);
}

function translatedValue(field: Field, image: ImageFn): z.ZodType {
  switch (field.kind) {
    case 'string':
    case 'markdown':
      return z.string();
    case 'image':
      return z.strictObject({ src: z.unknown().optional(), alt: z.string().optional(), [PICTURE_CREDIT.name]: z.unknown().optional() });
    case 'object':
      return translationObject(field.fields, image, false);
    case 'list': {
      if (field.types) {
        const variants = field.types.map((t) => translationObject(t.fields, image, false, { type: z.literal(t.name) }));
        return z.array(z.discriminatedUnion('type', variants as unknown as [z.ZodObject, ...z.ZodObject[]]));
      }
      if (Array.isArray(field.of)) return z.array(translationObject(field.of as readonly Field[], image, false));
      return z.array(translatedValue(field.of as Field, image));
    }
    default:
      return baseSchema(field, image);
  }
}

/** The schema of one translation file of an entry with these fields. */
export const translationSchema = (fields: readonly Field[]) => (ctx: SchemaContext) => translationObject(fields, ctx.image, true);
