/**
 * A page's sections as the site renders them (src/components/sections/): the same bands, tones
 * and layouts, one renderer per section type.
 */
import type { List, Map as ImmutableMap } from 'immutable';
import type { ReactNode } from 'react';
import { sectionTones, splitClosing, type Tone } from '../../src/lib/sections';
import type { pages } from '@/model/collections/pages';
import { Button, ItemGrid, Markdown, Marked, type FormData, type PreviewProps } from './parts';
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
      <ItemGrid items={section.items} frame="boxed" className={`gap-5 sm:grid-cols-2 md:gap-6 ${cardColumns[section.columns ?? '3']}`} itemClass={card} />
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
      <ItemGrid items={section.items} frame="ruled" numbered className={`gap-x-10 gap-y-12 ${columns}`} />
    </SectionFrame>
  );
}

function Checklist({ section, tone }: { section: Of<'bullets'>; tone: Tone }) {
  return (
    <SectionFrame tone={tone} heading={section.heading} intro={section.intro} layout="split">
      <Marked items={section.items} mark="check" tone="brass" className="grid gap-x-10 sm:grid-cols-2" itemClass="border-t border-ink/15 py-5 text-lg leading-snug" />
    </SectionFrame>
  );
}

function Tiles({ props, section, tone }: { props: PreviewProps; section: Of<'tiles'>; tone: Tone }) {
  const items = (section.items ?? []).map((item) => ({ ...item, image: imageOf(item.image) }));
  return (
    <SectionFrame tone={tone} heading={section.heading} intro={section.intro}>
      <ItemGrid
        items={items}
        frame="bare"
        className={`gap-6 md:gap-8 ${items.length >= 3 ? 'md:grid-cols-2 lg:grid-cols-3' : 'md:grid-cols-2'}`}
        pictures={{ props, path: ['sections', 'items', 'image'] }}
      />
    </SectionFrame>
  );
}

// The site's CalloutSection drawn again in React: the preview frame cannot render Astro components.
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

function SectionBlock({ props, section, tone }: { props: PreviewProps; section: SectionData; tone: Tone }) {
  switch (section.type) {
    case 'text':
      return (
        <SectionFrame tone={tone} heading={section.heading} layout="split">
          <Markdown source={section.body} className="max-w-2xl" />
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
  const tones = sectionTones(
    sections.map((s) => s.type ?? ''),
    firstTone,
  );
  const blocks = sections.map((section, index) => ({ section, index, type: section.type ?? '', tone: tones[index] ?? 'ivory' }));
  const { body, closing } = splitClosing(blocks);
  const render = ({ section, index, tone }: (typeof blocks)[number]) => (
    <SectionBlock key={index} props={props} section={section} tone={tone} />
  );
  return (
    <>
      {body.map(render)}
      {beforeClosing}
      {closing.map(render)}
    </>
  );
}
