/**
 * Previews show the language being edited. Decap hands a preview only the data of that
 * language's file, which holds the translated fields alone; the page needs the shared ones too.
 * So the translation is laid over the English original (still in Decap's store) by the site's
 * own rule (src/model/translation.ts), and the preview gets the whole entry in its language,
 * with the site's words and formats of that language (`usePreviewText`).
 */
import { memo, useEffect, useMemo, useState, type ComponentType } from 'react';
import type { Map as ImmutableMap } from 'immutable';
import { collections } from '@/model/collections';
import type { Field } from '@/model/fields';
import { mergeTranslation } from '@/model/translation';
import { currentStore } from '../decap-store';
import { fieldsFor } from '../validation';
import type { PreviewProps } from './parts';
import { PreviewLanguage, previewText } from './text';

type Entry = PreviewProps['entry'];
type Data = ImmutableMap<string, unknown>;

const BODY: Field = { kind: 'markdown', name: 'body', label: 'Body' };

/** The language whose data the preview was given, if it is a translation. */
function translationLocale(entry: Entry): string | undefined {
  const languages = entry.get('i18n') as ImmutableMap<string, unknown> | undefined;
  const data = entry.get('data') as unknown;
  return languages?.keySeq().find((locale) => entry.getIn(['i18n', locale, 'data']) === data);
}

const segments = (path: string) => path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** The original with the translation's texts set over it, in Decap's own immutable values. */
function previewEntry(entry: Entry): { entry: Entry; locale: string | undefined } {
  const locale = translationLocale(entry);
  const original = currentStore()?.getState().entryDraft?.getIn(['entry', 'data']) as Data | undefined;
  // A language not written yet: the preview shows the English original it falls back to.
  if (entry.get('data') === undefined && original) return { entry: entry.set('data', original), locale: undefined };
  if (!locale || !original) return { entry, locale };
  const fields = fieldsFor(collections, entry.get('collection') as string, entry.get('slug') as string) ?? [];
  const translation = entry.get('data') as Data | undefined;
  const { translated } = mergeTranslation([...fields, BODY], original.toJS() as Record<string, unknown>, translation?.toJS() as Record<string, unknown> | undefined);
  let data = original;
  for (const path of translated) data = data.setIn(segments(path), translation?.getIn(segments(path)));
  return { entry: entry.set('data', data), locale };
}

/**
 * How long the preview waits after the form last changed before it draws the entry again. Decap
 * draws the preview with every change, on every key typed: the whole page, its Markdown
 * included, between one key and the next. The preview follows the form once typing pauses.
 */
const PREVIEW_SETTLE_MS = 300;

/** `value`, as it was when it last stayed the same for `ms`; the first value at once. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return undefined;
    const timer = setTimeout(() => setSettled(() => value), ms);
    return () => clearTimeout(timer);
  }, [value, settled, ms]);
  return settled;
}

/** A preview template that shows the language being edited, marked with its language. */
export function inLanguage(Template: ComponentType<PreviewProps>): ComponentType<PreviewProps> {
  const Localized = memo(function Localized(props: PreviewProps) {
    const { entry, locale } = previewEntry(props.entry);
    const text = useMemo(() => previewText(locale), [locale]);
    return (
      <PreviewLanguage.Provider value={text}>
        <div lang={locale ?? 'en'} style={{ display: 'contents' }}>
          <Template {...props} entry={entry} />
        </div>
      </PreviewLanguage.Provider>
    );
  });
  function Settled(props: PreviewProps) {
    // The same props object until the form has settled: the memo then draws nothing anew.
    return <Localized {...useSettled(props, PREVIEW_SETTLE_MS)} />;
  }
  Settled.displayName = `InLanguage(${Template.displayName ?? Template.name})`;
  return Settled;
}
