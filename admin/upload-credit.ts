/**
 * A picture an editor uploads is credited to the firm as its own photograph (the `upload_credit`
 * of its credit field, admin/config.ts) once it is chosen, in a picture field, a gallery or a
 * section alike; the editor changes the credit for anyone else's photograph. Only uploads made in
 * this CMS count: a picture already in the media library may be someone else's, credited in
 * src/assets/credits.yml or in the entry that first showed it. An entry opened and saved without
 * an upload keeps its pictures as they were.
 *
 * Decap fills a field's `default` into every new entry, so every empty optional picture and an
 * item of every empty list would have held a credit; this is done instead as Decap takes the
 * chosen file into the form (DRAFT_CHANGE_FIELD), before its reducers store it.
 */
import { List, Map } from 'immutable';

type Action = { type: string; payload?: unknown };
type FieldMap = Map<string, unknown>;

/** The key of a picture's credit field that holds the credit an upload starts with. */
export const UPLOAD_CREDIT = 'upload_credit';

/** Project paths (`src/assets/media/people/x.jpg`) of the pictures uploaded here and not yet credited. */
const uploaded = new Set<string>();

const blank = (value: unknown): boolean => value === undefined || value === null || value === '' || (Map.isMap(value) && value.every(blank));

/** The upload a picture's value (`../../src/assets/media/x.jpg`, relative to its content file) names. */
const uploadOf = (src: unknown) => (typeof src === 'string' && src !== '' ? [...uploaded].find((path) => src === path || src.endsWith(`/${path}`)) : undefined);

/** A picture, its file, description and credit, with the credit of an upload filled in if still empty. */
function creditedObject(fields: List<FieldMap>, value: unknown): unknown {
  if (!Map.isMap(value)) return value;
  let object = value as Map<string, unknown>;
  for (const child of fields) {
    const name = String(child.get('name'));
    const before = object.get(name);
    const after = credited(child, before);
    if (after !== before) object = object.set(name, after);
  }
  const credit = fields.find((f) => f.has(UPLOAD_CREDIT));
  const upload = credit && uploadOf(object.get('src'));
  if (!credit || !upload) return object;
  const name = String(credit.get('name'));
  uploaded.delete(upload);
  return blank(object.get(name)) ? object.set(name, credit.get(UPLOAD_CREDIT)) : object;
}

/** `value`, a value of `field`, with the pictures in it credited; the same value where nothing changed. */
function credited(field: FieldMap, value: unknown): unknown {
  const fields = field.get('fields') as List<FieldMap> | undefined;
  if (field.get('widget') !== 'list') return fields ? creditedObject(fields, value) : value;
  if (!List.isList(value)) return value;
  const single = field.get('field') as FieldMap | undefined;
  const types = field.get('types') as List<FieldMap> | undefined;
  const typeKey = String(field.get('typeKey') ?? 'type');
  const items = value as List<unknown>;
  const after = items.map((item) => {
    if (fields) return creditedObject(fields, item);
    if (single) return credited(single, item);
    const type = Map.isMap(item) ? types?.find((t) => t.get('name') === (item as Map<string, unknown>).get(typeKey)) : undefined;
    return type ? creditedObject(type.get('fields') as List<FieldMap>, item) : item;
  });
  return after.every((item, i) => item === items.get(i)) ? value : after;
}

interface FieldChange {
  field: FieldMap;
  value: unknown;
  i18n?: { currentLocale: string; defaultLocale: string };
}

/** Notes Decap's uploads, and credits them as the form takes them in (for `mendActions`, admin/decap-store.ts). */
export function creditUploads<A extends Action>(action: A): A {
  switch (action.type) {
    case 'ADD_DRAFT_ENTRY_MEDIA_FILE':
    case 'MEDIA_PERSIST_SUCCESS': {
      const payload = action.payload as { path?: unknown; file?: { path?: unknown } } | undefined;
      const path = payload?.path ?? payload?.file?.path;
      if (typeof path === 'string') uploaded.add(path.replace(/^\/+/, ''));
      return action;
    }
    case 'DRAFT_CHANGE_FIELD': {
      const change = action.payload as FieldChange;
      // A translation shows no credit: a picture's credit is the same in every language.
      if (uploaded.size === 0 || (change.i18n && change.i18n.currentLocale !== change.i18n.defaultLocale)) return action;
      const value = credited(change.field, change.value);
      return value === change.value ? action : { ...action, payload: { ...change, value } };
    }
    default:
      return action;
  }
}
