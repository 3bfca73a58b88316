/**
 * A page's sections as the site renders them (src/components/sections/): the same bands, tones
 * and layouts, one renderer per section type.
 */
import type { List, Map as ImmutableMap } from 'immutable';
import type { ReactNode } from 'react';
import { sectionTones, splitClosing, type Tone } from '../../src/lib/sections';
import type { pages } from '@/model/collections/pages';
import { Button, Icon, Picture, Points, type FormData, type PreviewProps } from './parts';
import { imageOf } from './text';

export type ContentPageFields = Extract<(typeof pages)['files'][number], { name: 'esg' }>['fields'];
type ContentPageData = FormData<ContentPageFields>;
type SectionData = NonNullable<ContentPageData['sections']>[number];
type Of<T extends string> = Extract<SectionData, { type?: T }>;

interface FrameProps {
  tone: Tone;
  heading: string | undefined;
  intro?: string | undefined;
  layout?: 'stacked' | 'split';
  children: ReactNode;
}

/** The band a section sits in: its ground, and its heading and introduction above the content. */
function SectionFrame({ tone, heading, intro, layout = 'stacked', children }: FrameProps) {
  const ground = { ivory: 'bg-ivory text-ink', stone: 'bg-stone text-ink', ink: 'on-dark bg-ink text-ivory' }[tone];
  const muted = tone === 'ink' ? 'text-ivory/85' : 'text-ink-soft';
  const split = layout === 'split';
  return (
    <section className={`py-20 md:py-28 ${ground}`}>
      <div className={`container-site ${split ? 'grid gap-10 lg:grid-cols-12 lg:gap-16' : ''}`}>
        <header className={split ? 'lg:col-span-4' : 'max-w-3xl'}>
          <span className={`block h-px w-12 ${tone === 'ink' ? 'bg-brass' : 'bg-brass-deep'}`} aria-hidden="true" />
          <h2 className="mt-6 text-4xl leading-tight md:text-5xl">{heading}</h2>
          {intro && <p className={`mt-5 text-lg leading-relaxed ${muted}`}>{intro}</p>}
        </header>
        <div className={split ? 'lg:col-span-8 lg:pt-10' : 'mt-12 md:mt-16'}>{children}</div>
      </div>
    </section>
  );
}

// Literal class names, so Tailwind generates each of them.
const cardColumns = { '2': 'lg:grid-cols-2', '3': 'lg:grid-cols-3', '4': 'lg:grid-cols-4' } as const;

function Cards({ section, tone }: { section: Of<'cards'>; tone: Tone }) {
  const card = tone === 'ivory' ? 'border-ink/12 bg-white/55' : 'border-ink/10 bg-ivory/70';
  return (
    <SectionFrame tone={tone} heading={section.heading} intro={section.intro}>
      <ul className={`grid gap-5 sm:grid-cols-2 md:gap-6 ${cardColumns[section.columns ?? '3']}`}>
        {(section.items ?? []).map((item, i) => (
          <li key={i} className={`flex flex-col border p-7 md:p-9 ${card}`}>
            <Icon name={item.icon} className="h-8 w-8 text-brass-deep" />
            <h3 className={`text-2xl leading-snug md:text-[1.75rem] ${item.icon ? 'mt-6' : ''}`}>{item.title}</h3>
            <p className="mt-3 grow leading-relaxed text-ink-soft">{item.text}</p>
            <Points items={item.points} className="mt-6 border-t border-ink/10 pt-5" />
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

function Metrics({ section, tone }: { section: Of<'metrics'>; tone: Tone }) {
  return (
    <SectionFrame tone={tone} heading={section.heading} intro={section.intro}>
      <dl className="grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-4">
        {(section.items ?? []).map((item, i) => (
          <div key={i} className="flex flex-col border-t border-current/20 pt-6">
            <dt className="eyebrow order-2 mt-4 text-brass">{item.label}</dt>
            <dd className="figures order-1 font-display text-5xl leading-none md:text-6xl">{item.value}</dd>
            {item.description && <dd className="order-3 mt-3 text-[0.9375rem] leading-relaxed opacity-85">{item.description}</dd>}
          </div>
        ))}
      </dl>
    </SectionFrame>
  );
}

function Steps({ section, tone }: { section: Of<'steps'>; tone: Tone }) {
  const count = (section.items ?? []).length;
  // Four or more steps sit in two columns until the screen is wide enough for all of them.
  const columns = count >= 4 ? 'md:grid-cols-2 xl:grid-cols-4' : count === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2';
  return (
    <SectionFrame tone={tone} heading={section.heading} intro={section.intro}>
      <ol className={`grid gap-x-10 gap-y-12 ${columns}`}>
        {(section.items ?? []).map((item, i) => (
          <li key={i} className="border-t border-ink/15 pt-6">
            <span className="figures font-display text-4xl leading-none text-brass-deep" aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
            <h3 className="mt-4 text-2xl leading-snug">{item.title}</h3>
            <p className="mt-3 leading-relaxed text-ink-soft">{item.text}</p>
            <Points items={item.points} className="mt-5" />
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}

function Checklist({ section, tone }: { section: Of<'bullets'>; tone: Tone }) {
  return (
    <SectionFrame tone={tone} heading={section.heading} intro={section.intro} layout="split">
      <ul className="grid gap-x-10 sm:grid-cols-2">
        {(section.items ?? []).map((item, i) => (
          <li key={i} className="flex gap-4 border-t border-ink/15 py-5 text-lg leading-snug">
            <svg viewBox="0 0 24 24" className="mt-0.5 h-5 w-5 shrink-0 text-brass-deep" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
              <path d="m5 12.5 4.5 4.5L19 7.5" />
            </svg>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

function Tiles({ props, section, tone }: { props: PreviewProps; section: Of<'tiles'>; tone: Tone }) {
  const items = section.items ?? [];
  return (
    <SectionFrame tone={tone} heading={section.heading} intro={section.intro}>
      <ul className={`grid gap-6 md:gap-8 ${items.length >= 3 ? 'md:grid-cols-2 lg:grid-cols-3' : 'md:grid-cols-2'}`}>
        {items.map((item, i) => (
          <li key={i}>
            <figure>
              <Picture props={props} path={['sections', 'items', 'image']} image={imageOf(item.image)} className="aspect-[4/3] w-full bg-stone-deep" />
              <figcaption className="mt-5">
                <h3 className="text-2xl leading-snug md:text-3xl">{item.title}</h3>
                <p className="mt-2 max-w-xl leading-relaxed text-ink-soft">{item.text}</p>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

function Callout({ section, tone }: { section: Of<'callout'>; tone: Tone }) {
  const links = section.links ?? [];
  return (
    <section className={`py-20 text-ink md:py-28 ${tone === 'ivory' ? 'bg-ivory' : 'bg-stone'}`}>
      <div className="container-site">
        <div className="mx-auto max-w-3xl border-y border-ink/15 py-14 text-center md:py-16">
          <h2 className="text-4xl leading-tight md:text-5xl">{section.heading}</h2>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-ink-soft">{section.text}</p>
          {links.length > 0 && (
            <div className="mt-9 flex flex-wrap justify-center gap-4">
              {links.map((link, i) => (
                <Button key={i} variant={i === 0 ? 'primary' : 'outline'}>
                  {link.label}
                </Button>
              ))}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

function SectionBlock({ props, section, tone, body }: { props: PreviewProps; section: SectionData; tone: Tone; body: ReactNode }) {
  switch (section.type) {
    case 'text':
      return (
        <SectionFrame tone={tone} heading={section.heading} layout="split">
          <div className="prose-site max-w-2xl">{body}</div>
        </SectionFrame>
      );
    case 'cards':
      return <Cards section={section} tone={tone} />;
    case 'metrics':
      return <Metrics section={section} tone={tone} />;
    case 'steps':
      return <Steps section={section} tone={tone} />;
    case 'bullets':
      return <Checklist section={section} tone={tone} />;
    case 'tiles':
      return <Tiles props={props} section={section} tone={tone} />;
    case 'callout':
      return <Callout section={section} tone={tone} />;
    default:
      return null;
  }
}

interface SectionsProps {
  props: PreviewProps;
  /** Ground of the first band; stone when the page puts an ivory block above the sections. */
  firstTone?: 'ivory' | 'stone';
  /** What the page itself places before the closing calls to action. */
  beforeClosing?: ReactNode;
}

/** The entry's `sections`, each in its band, as the site's Sections component lays them out. */
export function Sections({ props, firstTone = 'ivory', beforeClosing }: SectionsProps) {
  const sections = ((props.entry.getIn(['data', 'sections']) as List<ImmutableMap<string, unknown>> | undefined)?.toJS() ?? []) as SectionData[];
  if (sections.length === 0) return <>{beforeClosing}</>;
  // Text sections' Markdown, rendered by the CMS's own Markdown preview.
  const widgets = props.widgetsFor('sections') as unknown as List<ImmutableMap<string, unknown>>;
  const tones = sectionTones(
    sections.map((s) => s.type ?? ''),
    firstTone,
  );
  const blocks = sections.map((section, index) => ({ section, index, type: section.type ?? '', tone: tones[index] ?? 'ivory' }));
  const { body, closing } = splitClosing(blocks);
  const render = ({ section, index, tone }: (typeof blocks)[number]) => (
    <SectionBlock key={index} props={props} section={section} tone={tone} body={widgets.getIn([index, 'widgets', 'body']) as ReactNode} />
  );
  return (
    <>
      {body.map(render)}
      {beforeClosing}
      {closing.map(render)}
    </>
  );
}
