/**
 * Building blocks of the CMS previews. They use the site's Tailwind tokens and utilities (the
 * site's stylesheet is loaded into the preview frame), so an entry looks as it will on the site.
 */
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import type { List, Map as ImmutableMap } from 'immutable';
import type { ReactNode } from 'react';
import type { Field, InferFields } from '../fields';
import strings from './strings.json';

export type PreviewProps = PreviewTemplateComponentProps;

export type Image = { src?: string; alt?: string };

/** An entry as the form holds it: anything may still be blank, pictures are paths, dates text. */
type FormValue<T> = T extends { src: unknown; alt: string }
  ? Image
  : T extends Date
    ? string
    : T extends { collection: string; id: string }
      ? string
      : T extends readonly (infer U)[]
        ? FormValue<U>[]
        : T extends object
          ? { [K in keyof T]?: FormValue<T[K]> }
          : T;

export type FormData<Fs extends readonly Field[]> = FormValue<InferFields<Fs>>;

export function formData<Fs extends readonly Field[]>(props: PreviewProps): FormData<Fs> {
  const data = props.entry.get('data') as ImmutableMap<string, unknown> | undefined;
  return (data?.toJS() ?? {}) as FormData<Fs>;
}

export type StringKey = keyof typeof strings;

/** The previews' labels, written as the site's pages write them. */
export function t(key: StringKey, vars: Record<string, string | number> = {}): string {
  return strings[key].replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}

type FieldConfig = ImmutableMap<string, unknown>;

/** The form's configuration of a nested field, which tells Decap where its picture is stored. */
function fieldAt(fields: List<FieldConfig>, path: readonly string[]): FieldConfig | undefined {
  let current: FieldConfig | undefined;
  let level: List<FieldConfig> | undefined = fields;
  for (const name of path) {
    current = level?.find((f) => f.get('name') === name);
    const field = current?.get('field') as FieldConfig | undefined;
    level = (current?.get('fields') as List<FieldConfig> | undefined) ?? (field ? (field.get('fields') as List<FieldConfig> | undefined) : undefined);
  }
  return current;
}

/** The address of a picture the preview can show: uploaded but unsaved files included. */
export function pictureUrl(props: PreviewProps, path: readonly string[], image: Image | undefined): string | undefined {
  if (!image?.src) return undefined;
  const field = fieldAt(props.fields as unknown as List<FieldConfig>, [...path, 'src']);
  const asset = (props.getAsset as (src: string, field?: FieldConfig) => { toString(): string } | undefined)(image.src, field);
  const url = asset?.toString();
  return url ? url : undefined;
}

interface PictureProps {
  props: PreviewProps;
  /** Field names from the entry down to the image field, e.g. ['finalVision', 'images']. */
  path: readonly string[];
  image: Image | undefined;
  className?: string;
}

export function Picture({ props, path, image, className = '' }: PictureProps) {
  const url = pictureUrl(props, path, image);
  if (!url) {
    return (
      <div className={`flex items-center justify-center bg-stone text-sm text-ink-soft ${className}`}>
        {t('preview.noPicture')}
      </div>
    );
  }
  return <img src={url} alt={image?.alt ?? ''} className={`object-cover ${className}`} />;
}

/** The photographic hero of detail pages: picture under the site's scrim, text at the bottom. */
export function Hero({ props, path, image, children }: { props: PreviewProps; path: readonly string[]; image: Image | undefined; children: ReactNode }) {
  return (
    <section className="on-dark relative isolate flex min-h-[28rem] overflow-hidden bg-ink-deep text-ivory">
      <Picture props={props} path={path} image={image} className="absolute inset-0 -z-10 h-full w-full" />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-ink-deep/95 via-ink-deep/55 to-ink-deep/20" />
      <div className="container-site flex flex-col justify-end pt-16 pb-12">{children}</div>
    </section>
  );
}

export function BackLink({ children, tone = 'dark' }: { children: ReactNode; tone?: 'dark' | 'light' }) {
  return (
    <p className={`mb-auto inline-flex min-h-11 items-center gap-2 pb-8 text-sm font-medium tracking-wide ${tone === 'light' ? 'text-ivory' : 'text-ink'}`}>
      <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
        <path d="M19 12H5m6-6-6 6 6 6" />
      </svg>
      {children}
    </p>
  );
}

export function Section({ title, children, className = '' }: { title?: string | undefined; children: ReactNode; className?: string }) {
  return (
    <section className={`container-site py-12 ${className}`}>
      {title && <h2 className="mb-6 text-3xl text-ink md:text-4xl">{title}</h2>}
      {children}
    </section>
  );
}

export function Bullets({ items }: { items: readonly (string | undefined)[] | undefined }) {
  const shown = (items ?? []).filter((item): item is string => Boolean(item));
  if (shown.length === 0) return null;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {shown.map((item, i) => (
        <li key={i} className="flex gap-3 text-ink-soft">
          <span className="mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full bg-brass" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function InvestorsOnlyNote({ on }: { on: boolean | undefined }) {
  if (!on) return null;
  return <p className="bg-brass-deep px-5 py-3 text-sm font-medium text-ivory">{t('preview.investorsOnly')}</p>;
}

/** Definition rows of the sidebars ("Land Area — 11,785 m²"). */
export function Facts({ rows }: { rows: readonly [string, string | undefined][] }) {
  return (
    <dl className="divide-y divide-stone-deep">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-6 py-3 text-sm">
          <dt className="text-ink-soft">{label}</dt>
          <dd className="figures text-right font-medium text-ink">{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The Markdown body, rendered by the CMS, in the site's text style. */
export function Body({ props }: { props: PreviewProps }) {
  return <div className="prose-site max-w-3xl">{props.widgetFor('body')}</div>;
}

/** Dates are held as YYYY-MM-DD in the form; an unfinished one is shown as typed. */
export function toDate(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
