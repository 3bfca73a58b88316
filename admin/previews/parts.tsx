/**
 * Building blocks of the CMS previews. They use the site's Tailwind tokens and utilities (the
 * site's stylesheet is loaded into the preview frame) and follow the structure of the site's
 * Astro components, so an entry looks as it will on the site.
 */
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import type { List, Map as ImmutableMap } from 'immutable';
import { useEffect, useState, type ReactNode } from 'react';
import type { Field, InferFields } from '@/model/fields';
import { ITEM_FRAMES, type ItemFrame } from '../../src/components/ui/item-frames';
import { isLineName, LINE_PATHS } from '../../src/components/ui/line-icons';
import { ICON_PATHS, type IconName } from '../../src/lib/icons';
import { markdownPreviewHtml } from './markdown';
import { NOTES, usePreviewText, type Image, type PreviewText } from './text';

export type PreviewProps = PreviewTemplateComponentProps;

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

type FieldConfig = ImmutableMap<string, unknown>;

/** The fields inside a field: an object's, a list item's, or every type's of a typed list. */
const childFields = (field: FieldConfig): readonly FieldConfig[] | undefined => {
  const fields = field.get('fields') as List<FieldConfig> | undefined;
  const single = field.get('field') as FieldConfig | undefined;
  const types = field.get('types') as List<FieldConfig> | undefined;
  if (fields) return fields.toArray();
  if (single) return [single];
  return types?.toArray().flatMap((type) => (type.get('fields') as List<FieldConfig> | undefined)?.toArray() ?? []);
};

/**
 * The form's configuration of a nested field, which tells Decap where its picture is stored.
 * A name missing at a level is looked for one level down, so a picture wrapped in a list
 * item ({ photo: { src } }) is found as well as a plain one ({ src }).
 */
function fieldAt(fields: readonly FieldConfig[] | undefined, path: readonly string[]): FieldConfig | undefined {
  const [name, ...rest] = path;
  if (!fields || name === undefined) return undefined;
  for (const field of fields.filter((f) => f.get('name') === name)) {
    const found = rest.length === 0 ? field : fieldAt(childFields(field), rest);
    if (found) return found;
  }
  for (const field of fields) {
    const children = childFields(field);
    const found = children && fieldAt(children, path);
    if (found) return found;
  }
  return undefined;
}

/** The address of a picture the preview can show: uploaded but unsaved files included. */
function pictureUrl(props: PreviewProps, path: readonly string[], image: Image | undefined): string | undefined {
  if (!image?.src) return undefined;
  const field = fieldAt((props.fields as unknown as List<FieldConfig>).toArray(), [...path, 'src']);
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
  // Decap's getAsset may update Decap's store, which React does not allow during a render: the
  // picture is asked for after each render of the preview (an unchanged address renders nothing again).
  const [url, setUrl] = useState<string | undefined>();
  useEffect(() => setUrl(pictureUrl(props, path, image)), [props, path, image]);
  if (!url) {
    return <div className={`flex items-center justify-center bg-stone text-sm text-ink-soft ${className}`}>{NOTES.noPicture()}</div>;
  }
  return <img src={url} alt={image?.alt ?? ''} className={`object-cover ${className}`} />;
}

/** Where Decap keeps the state of its scroll-sync toggle (on unless switched off). */
const SCROLL_SYNC_KEY = 'cms.scroll-sync-enabled';

/**
 * Keeps the preview at the same relative height as the form. Decap 3.16 hands its scroll-sync
 * pane the frame's scrolling element where react-scroll-sync expects a ref, so the frame never
 * joins its sync; this follows the form's pane (the split pane's first side) instead, as long
 * as the editor's scroll-sync toggle is on.
 */
function useFollowForm(frameDocument: Document | undefined) {
  useEffect(() => {
    const scroller = frameDocument?.scrollingElement;
    const frame = frameDocument?.defaultView?.frameElement;
    const form = frame?.closest('.SplitPane')?.querySelector<HTMLElement>(':scope > .Pane1 > *');
    if (!scroller || !form) return undefined;
    const follow = () => {
      if (window.localStorage.getItem(SCROLL_SYNC_KEY) === 'false') return;
      const range = form.scrollHeight - form.clientHeight;
      if (range <= 0) return;
      scroller.scrollTop = ((scroller.scrollHeight - scroller.clientHeight) * form.scrollTop) / range;
    };
    form.addEventListener('scroll', follow, { passive: true });
    return () => form.removeEventListener('scroll', follow);
  }, [frameDocument]);
}

/** The preview's page, in the site's colours, following the form as it scrolls. */
export function PreviewPage({ props, children }: { props: PreviewProps; children: ReactNode }) {
  useFollowForm(props.document);
  return <article className="bg-ivory text-ink">{children}</article>;
}

/** A preview template: `draw` lays out the entry as the form holds it, on the preview's page. */
export function preview<Fs extends readonly Field[]>(draw: (d: FormData<Fs>, props: PreviewProps, text: PreviewText) => ReactNode) {
  return function Preview(props: PreviewProps) {
    const text = usePreviewText();
    return <PreviewPage props={props}>{draw(formData<Fs>(props), props, text)}</PreviewPage>;
  };
}

/** A line icon as the site's Icon component draws it: one editors pick, or one of the site's own. */
export function Icon({ name, className = 'h-6 w-6' }: { name: string | undefined; className?: string }) {
  if (!name) return null;
  const drawing = isLineName(name) ? `<path d="${LINE_PATHS[name]}"/>` : name in ICON_PATHS ? ICON_PATHS[name as IconName] : undefined;
  if (!drawing) return null;
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: drawing }}
    />
  );
}

/** The photographic hero of detail pages: picture under the site's scrim, text at the bottom. */
function Hero({ props, path, image, children }: { props: PreviewProps; path: readonly string[]; image: Image | undefined; children: ReactNode }) {
  return (
    <section className="on-dark relative isolate flex min-h-[28rem] overflow-hidden bg-ink-deep text-ivory">
      <Picture props={props} path={path} image={image} className="absolute inset-0 -z-10 h-full w-full" />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-ink-deep/95 via-ink-deep/55 to-ink-deep/20" />
      <div className="container-site flex flex-col justify-end pt-16 pb-14 md:pb-20">{children}</div>
    </section>
  );
}

interface PageHeroProps {
  props: PreviewProps;
  path: readonly string[];
  image: Image | undefined;
  title: string | undefined;
  eyebrow?: string | undefined;
  intro?: string | undefined;
  back?: string;
  children?: ReactNode;
}

/** The hero of content pages (the site's PageHero): back link, overline, title, introduction. */
export function PageHero({ props, path, image, title, eyebrow, intro, back, children }: PageHeroProps) {
  return (
    <Hero props={props} path={path} image={image}>
      {back && <BackLink tone="light">{back}</BackLink>}
      {eyebrow && <p className="eyebrow text-brass-pale">{eyebrow}</p>}
      <h1 className="mt-4 max-w-4xl text-[2.5rem] leading-[1.04] sm:text-5xl md:text-7xl">{title}</h1>
      {intro && <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ivory/90">{intro}</p>}
      {children}
    </Hero>
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

const buttonStyles = {
  primary: 'bg-ink text-ivory',
  outline: 'border border-ink text-ink',
  light: 'bg-ivory text-ink',
} as const;

/** A call to action as the site's Button draws it; in the preview it leads nowhere. */
export function Button({ children, variant = 'primary', className = '' }: { children: ReactNode; variant?: keyof typeof buttonStyles; className?: string }) {
  return <span className={`inline-flex min-h-12 items-center justify-center gap-2 px-6 text-sm font-semibold tracking-wide ${buttonStyles[variant]} ${className}`}>{children}</span>;
}

export function Section({ title, children, className = '' }: { title?: string | undefined; children: ReactNode; className?: string }) {
  return (
    <section className={`container-site py-12 ${className}`}>
      {title && <h2 className="mb-6 text-3xl text-ink md:text-4xl">{title}</h2>}
      {children}
    </section>
  );
}

const present = (items: readonly (string | undefined)[] | undefined) => (items ?? []).filter((item): item is string => Boolean(item));

interface MarkedProps {
  items: readonly (string | undefined)[] | undefined;
  mark: 'check' | 'dash';
  className?: string;
  itemClass?: string;
  /** The check's colour: green on the portfolio's pages, brass on the company pages. */
  tone?: 'green' | 'brass';
}

/** Short items after a mark, as the site lists them: a check (its CheckList) or a short dash (the points of a card). */
export function Marked({ items, mark, className = '', itemClass = '', tone = 'green' }: MarkedProps) {
  const shown = present(items);
  if (shown.length === 0) return null;
  return (
    <ul className={className}>
      {shown.map((item, i) => (
        <li key={i} className={`flex gap-3 ${itemClass}`}>
          {mark === 'check' ? (
            <Icon name="check" className={`mt-0.5 h-5 w-5 shrink-0 ${tone === 'green' ? 'text-green' : 'text-brass-deep'}`} />
          ) : (
            <span className="mt-[0.7em] h-px w-3 shrink-0 bg-brass-deep" aria-hidden="true" />
          )}
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

interface GridItem {
  title?: string | undefined;
  text?: string | undefined;
  icon?: string | undefined;
  image?: Image | undefined;
  figure?: string | undefined;
  points?: readonly (string | undefined)[] | undefined;
}

interface ItemGridProps {
  items: readonly GridItem[] | undefined;
  frame: ItemFrame;
  numbered?: boolean;
  className?: string;
  itemClass?: string;
  /** With pictures: where the entry keeps them, for the preview to find them. */
  pictures?: { props: PreviewProps; path: readonly string[] };
}

/** Items side by side, each a title over its text (src/components/ui/ItemGrid.astro). */
export function ItemGrid({ items, frame, numbered = false, className = '', itemClass = '', pictures }: ItemGridProps) {
  const { list, item: itemFrame, points } = ITEM_FRAMES[frame];
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={`grid ${list} ${className}`}>
      {(items ?? []).map((item, i) => (
        <li key={i} className={`${itemFrame} ${itemClass}`}>
          {pictures && <Picture props={pictures.props} path={pictures.path} image={item.image} className="mb-5 aspect-[4/3] w-full bg-stone-deep" />}
          {numbered && (
            <span className="block figures font-display text-4xl leading-none text-brass-deep" aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
          )}
          <Icon name={item.icon} className="h-8 w-8 text-brass-deep" />
          <h3 className={`text-2xl leading-snug ${numbered || item.icon ? 'mt-5' : ''}`}>{item.title}</h3>
          {item.figure && <p className="figures mt-3 font-display text-4xl text-green">{item.figure}</p>}
          {item.text && <p className="mt-3 grow leading-relaxed text-ink-soft">{item.text}</p>}
          <Marked items={item.points} mark="dash" className={`space-y-2.5 text-[0.9375rem] ${points}`} />
        </li>
      ))}
    </List>
  );
}

export function InvestorsOnlyNote({ on }: { on: boolean | undefined }) {
  if (!on) return null;
  return <p className="bg-brass-deep px-5 py-3 text-sm font-medium text-ivory">{NOTES.investorsOnly()}</p>;
}

/** An editor-facing line where the site shows entries of other collections. */
export function ListingNote({ what }: { what: string }) {
  return (
    <section className="container-site py-16">
      <p className="border border-dashed border-ink/25 px-6 py-5 text-ink-soft">{NOTES.listing(what)}</p>
    </section>
  );
}

/** Markdown in the site's text style; the HTML is the allow-list's alone (./markdown.ts). */
export function Markdown({ source, className }: { source: string | undefined; className: string }) {
  return <div className={`prose-site ${className}`} dangerouslySetInnerHTML={{ __html: markdownPreviewHtml(source ?? '') }} />;
}

/** The entry's Markdown body. */
export function Body({ props, className = 'max-w-3xl' }: { props: PreviewProps; className?: string }) {
  return <Markdown source={props.entry.getIn(['data', 'body']) as string | undefined} className={className} />;
}

/** Plain paragraphs in the site's prose style: the standard text of an entry without a body. */
export function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="prose-site">
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

/** Whether the form's body field holds any text. */
export const hasBody = (props: PreviewProps) => String(props.entry.getIn(['data', 'body']) ?? '').trim().length > 0;

/** A publication date as the site writes it. */
export function EntryDate({ value }: { value: string | undefined }) {
  const { dateText } = usePreviewText();
  return <time className="figures">{dateText(value)}</time>;
}
