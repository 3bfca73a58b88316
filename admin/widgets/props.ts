/**
 * What Decap CMS hands a widget's control, as far as the widgets here use it. Decap passes
 * Immutable.js values; `field` is the field's entry of the CMS configuration (admin/config.ts).
 */
import { cmsWords } from '../language';

/** An Immutable.js map, read with get(). */
export interface FieldMap {
  get(key: string): unknown;
  getIn(path: string[]): unknown;
}

export interface ControlProps<V = unknown> {
  value: V;
  field: FieldMap;
  /** The entry as it was when the form opened; getEntry() reads it as it is now. */
  entry: FieldMap;
  getEntry: () => FieldMap;
  collection: FieldMap;
  onChange: (value: unknown) => void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
  /** Runs Decap's checks of the field now, as a save does, and shows what they find under it. */
  validate?: () => void;
  query: (namespace: string, collection: string, searchFields: string[], term: string) => Promise<{ payload: { hits: { slug: string; data: Record<string, unknown> }[] } }>;
}

/** Decap's answer from a control's isValid(): true, or the error shown under the field. */
export type Validity = true | { error: { type: 'CUSTOM'; message: string } };

/** A refusal, in the language the CMS speaks (admin/language.ts). */
export const refuse = (message: string): Validity => ({ error: { type: 'CUSTOM', message: cmsWords(message) } });

/** Decap's values are Immutable.js collections; the checks read them as plain data. */
export const plain = (value: unknown): unknown =>
  value && typeof value === 'object' && 'toJS' in value && typeof value.toJS === 'function' ? (value.toJS as () => unknown)() : value;

/** A numeric setting of the field's configuration, if set. */
export const numberSetting = (field: FieldMap, key: string): number | undefined => {
  const value = field.get(key);
  return typeof value === 'number' ? value : undefined;
};
