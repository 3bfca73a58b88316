/**
 * What the page of a property, a project and a brand shows, part by part in the page's order:
 * each part's heading, the labels of its figures, the figures as the page writes them or their
 * stand-in ("On request"), and the classes that set their size and colour. The Astro components
 * of these pages and their CMS previews both draw from here, so a preview says and colours what
 * its page will: they cannot share markup, only what the markup shows.
 *
 * An entry comes from the build, or from the CMS form while an editor writes it. There a field may
 * still be blank and a number still text; such a figure shows as a dash, never as "NaN".
 */
import type { LINE_PATHS } from '@/components/ui/line-icons';
import { choice, type Translate } from '@/i18n';
import type { IconName } from '@/lib/icons';
import { formatAmount, formatArea, formatMortgage } from '@/lib/format';
import { placeName } from './places';

/** The words and the number formats of the page's language. */
interface Words {
  t: Translate;
  lang: string;
}

/** How a figure stands among the others: `highlight` marks the one that matters most, `muted` a stand-in. */
export type Tone = 'plain' | 'highlight' | 'muted';

export interface Figure {
  /** Names the figure for tests, in the page's data attributes. */
  key: string;
  label: string;
  value: string;
  tone: Tone;
}

export interface Card {
  key: string;
  title: string;
  text: string | undefined;
  icon?: IconName | keyof typeof LINE_PATHS;
  figure?: string;
}

/**
 * The size of a part's heading: `large` for a page's main parts, `medium` for the parts within
 * them, `panel` in a white panel beside the text, `hidden` where the part speaks for itself and
 * the heading is for screen readers.
 */
export const HEADING_CLASSES = {
  large: 'text-4xl md:text-5xl',
  medium: 'text-3xl md:text-4xl',
  panel: 'text-2xl',
  hidden: 'sr-only',
} as const;

export type HeadingSize = keyof typeof HEADING_CLASSES;

export interface Part {
  heading: string;
  size: HeadingSize;
  /** A line above the heading. */
  eyebrow?: string;
  /** The ground of a part that spans the page. */
  band?: string;
}

/** The frames of a part: a white panel beside the text, a band across the page, the line above a heading. */
export const PART_FRAMES = {
  panel: 'border border-ink/10 bg-white p-6 md:p-8',
  band: 'container-site py-20 md:py-28',
  eyebrow: 'eyebrow text-brass-deep mb-3',
} as const;

/** A list typed as cards, so that a card without a figure still reads as one that may have it. */
const cards = (list: Card[]) => list;

const part = (heading: string, size: HeadingSize, more: Omit<Part, 'heading' | 'size'> = {}): Part => ({ heading, size, ...more });

const DASH = '—';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const blank = (value: unknown) => value === undefined || value === null || value === '';
const shown = (value: unknown, format: (n: number) => string) => (isNumber(value) ? format(value) : DASH);
const text = (value: string | undefined) => value ?? '';

const BAND_VALUE = 'figures font-display text-[clamp(1.25rem,5.5vw,1.75rem)] leading-none whitespace-nowrap md:text-4xl lg:text-[clamp(1.25rem,2.4vw,2.25rem)]';

/**
 * A property's four amounts under its hero: the value after development stands out in green. A
 * stand-in in the band looks like any other figure.
 */
export const FIGURE_BAND = {
  list: 'grid grid-cols-2 gap-px border border-ink/10 bg-[color-mix(in_srgb,var(--color-ink)_10%,white)] shadow-[0_24px_48px_-32px_rgb(14_28_43/0.45)] lg:grid-cols-4',
  classes: (tone: Tone) =>
    tone === 'highlight'
      ? { item: 'flex flex-col justify-between gap-3 p-4 sm:p-5 md:p-8 bg-green text-ivory', label: 'eyebrow text-ivory', value: `${BAND_VALUE} text-ivory` }
      : { item: 'flex flex-col justify-between gap-3 p-4 sm:p-5 md:p-8 bg-white', label: 'eyebrow text-ink-soft', value: `${BAND_VALUE} text-ink` },
} as const;

/** A project's specifications, four to a row on a white band. */
export const SPEC_GRID = {
  list: 'mt-10 grid gap-x-10 sm:grid-cols-2 lg:grid-cols-4',
  item: 'border-t border-ink/15 py-5',
  label: 'eyebrow text-ink-soft',
  value: 'figures mt-2 text-lg text-ink',
} as const;

/** Facts as rows of label and value, in a panel: `strong` sets amounts larger. */
export const FACT_ROWS = {
  list: 'mt-5 divide-y divide-ink/10',
  row: 'flex items-baseline justify-between gap-6 py-3',
  label: 'text-sm text-ink-soft',
  value: (tone: Tone, strong: boolean) =>
    ['figures text-right', strong ? 'font-semibold' : 'text-sm font-medium', tone === 'muted' ? 'text-ink-soft italic' : tone === 'highlight' ? 'text-green' : 'text-ink'].join(' '),
} as const;

/**
 * A project's key figure over a picture or beside it: its label over its amount. The place of a
 * badge over its picture depends on the picture, and stays with the page.
 */
export const BADGE = {
  box: 'flex flex-col gap-1',
  label: 'eyebrow',
  looks: {
    'asset-value': { box: 'mt-8 inline-flex self-start border border-ivory/40 bg-ink-deep/60 px-5 py-3 backdrop-blur-sm', label: 'text-brass', value: 'font-display text-3xl md:text-4xl' },
    'total-investment': { box: 'on-dark bg-ink text-ivory px-5 py-4 md:px-6', label: 'text-brass', value: 'font-display text-2xl md:text-3xl' },
    'post-development-value': { box: 'on-dark bg-green text-ivory px-5 py-4 md:px-8 md:py-6', label: '', value: 'font-display text-3xl md:text-5xl' },
  },
} as const;

export type BadgeKey = keyof typeof BADGE.looks;
export type Badge = Figure & { key: BadgeKey };

/** The four figures under a brand's hero: icon and value over the label, hairlines between them. */
export const BRAND_STATS = {
  list: 'container-site grid grid-cols-2 gap-y-10 py-12 md:py-16 lg:grid-cols-4',
  item: (index: number) => ['flex flex-col items-center border-ink/10 px-3 text-center', index % 2 === 1 && 'border-l', index === 2 && 'lg:border-l'].filter(Boolean).join(' '),
  label: 'order-2 mt-2 text-sm text-ink-soft',
  icon: 'text-brass-deep h-7 w-7',
  value: 'figures font-display text-ink mt-4 text-4xl leading-none md:text-5xl',
} as const;

/** The closing call to action of the three pages. */
export interface Closing {
  note?: string;
  heading: string;
  text: string;
  label: string;
}

/** The closing call to action of the three pages, on the site's ink. */
export const CLOSING = {
  band: 'on-dark bg-ink text-ivory',
  grid: 'container-site grid gap-8 py-20 md:grid-cols-12 md:items-end md:py-28',
  note: 'eyebrow text-brass',
  heading: 'text-4xl leading-tight md:text-5xl',
  text: 'mt-5 max-w-2xl text-lg leading-relaxed text-ivory/90',
} as const;

export interface PropertyDraft {
  name?: string | undefined;
  location?: string | undefined;
  category?: string | undefined;
  parcelNumber?: string | undefined;
  currency?: string | undefined;
  landArea?: unknown;
  builtArea?: unknown;
  marketValue?: unknown;
  mortgage?: unknown;
  developmentCost?: unknown;
  postDevelopmentValue?: unknown;
  gallery?: readonly unknown[] | undefined;
  locationAdvantages?: { accessibility?: string | undefined; amenities?: string | undefined; environment?: string | undefined } | undefined;
}

/** A property's page: hero, the band of amounts, gallery, overview with its sidebar, location, map, call to action. */
export function propertyPage(p: PropertyDraft, { t, lang }: Words) {
  const currency = p.currency ?? 'CHF';
  const amount = (value: unknown, style: 'short' | 'long' = 'short') => shown(value, (n) => formatAmount(n, currency, { locale: lang, style }));
  const category = p.category ? choice(t, 'propertyCategory', p.category) : '';
  const amounts: Figure[] = [
    { key: 'market-value', label: t('property.marketValue'), value: amount(p.marketValue), tone: 'plain' },
    { key: 'mortgage', label: t('property.mortgage'), value: shown(p.mortgage, (n) => formatMortgage(n, currency, { locale: lang })), tone: 'plain' },
    { key: 'development-cost', label: t('property.developmentCost'), value: amount(p.developmentCost), tone: 'plain' },
    // What the property is worth once developed is what an investor looks for first.
    { key: 'post-development-value', label: t('property.postDevValue'), value: amount(p.postDevelopmentValue), tone: 'highlight' },
  ];
  // No built area yet (or none to speak of) is a figure given on request; text typed in its place is not a figure.
  const built: Figure =
    isNumber(p.builtArea) && p.builtArea > 0
      ? { key: 'built-area', label: t('property.builtArea'), value: formatArea(p.builtArea, lang), tone: 'plain' }
      : { key: 'built-area', label: t('property.builtArea'), value: isNumber(p.builtArea) || blank(p.builtArea) ? t('property.onRequest') : DASH, tone: 'muted' };
  const advantages = p.locationAdvantages ?? {};
  const highlights: Card[] = [
    { key: 'prime-location', icon: 'location', title: t('property.primeLocation'), text: t('property.primeLocationText', { place: placeName(text(p.location)) }) },
    {
      key: 'value-appreciation',
      icon: 'trend',
      title: t('property.valueAppreciation'),
      text: t('property.valueAppreciationText', { marketValue: amount(p.marketValue, 'long'), postDevelopmentValue: amount(p.postDevelopmentValue, 'long') }),
    },
    { key: 'development-ready', icon: 'ready', title: t('property.developmentReady'), text: t('property.developmentReadyText', { developmentCost: amount(p.developmentCost, 'long') }) },
    { key: 'timeline-advantage', icon: 'clock', title: t('property.timelineAdvantage'), text: t('property.timelineAdvantageText') },
  ];
  return {
    hero: { back: t('property.backToPortfolio'), eyebrow: category, facts: p.parcelNumber ? [t('property.parcel', { number: p.parcelNumber })] : [] },
    figures: { ...part(t('property.figures'), 'hidden'), items: amounts },
    gallery: (p.gallery ?? []).length > 0 ? part(t('project.gallery'), 'hidden') : undefined,
    overview: part(t('property.overview'), 'large'),
    features: part(t('property.keyFeatures'), 'medium'),
    highlights: { ...part(t('property.highlights'), 'medium'), items: highlights },
    specifications: {
      ...part(t('property.specifications'), 'panel'),
      rows: [
        { key: 'land-area', label: t('property.landArea'), value: shown(p.landArea, (n) => formatArea(n, lang)), tone: 'plain' },
        built,
        { key: 'location', label: t('property.location'), value: text(p.location), tone: 'plain' },
        { key: 'category', label: t('property.category'), value: category, tone: 'plain' },
      ] satisfies Figure[],
    },
    summary: { ...part(t('property.investmentSummary'), 'panel'), rows: amounts },
    advantages: {
      ...part(t('property.locationAdvantages'), 'large', { band: 'bg-stone' }),
      items: cards([
        { key: 'accessibility', title: t('property.accessibility'), text: advantages.accessibility },
        { key: 'amenities', title: t('property.amenities'), text: advantages.amenities },
        { key: 'environment', title: t('property.environment'), text: advantages.environment },
      ]),
    },
    map: part(t('map.heading'), 'large'),
    closing: { heading: t('property.ctaHeading', { name: text(p.name) }), text: t('property.ctaText'), label: t('property.scheduleConsultation') } satisfies Closing,
  };
}

export interface ProjectDraft {
  name?: string | undefined;
  type?: string | undefined;
  status?: string | undefined;
  currency?: string | undefined;
  assetValue?: unknown;
  postDevelopmentValue?: unknown;
  highlights?: readonly unknown[] | undefined;
  specifications?: readonly { label?: string | undefined; value?: string | undefined }[] | undefined;
  gallery?: readonly unknown[] | undefined;
  features?: readonly unknown[] | undefined;
  developmentProject?:
    | {
        title?: string | undefined;
        investment?: unknown;
        investmentLabel?: string | undefined;
        phases?: readonly { title?: string | undefined; period?: string | undefined; items?: readonly string[] | undefined }[] | undefined;
        strategicValue?: string | undefined;
        targetMarket?: string | undefined;
      }
    | undefined;
  finalVision?: { title?: string | undefined; images?: readonly unknown[] | undefined; legacy?: string | undefined; marketPosition?: string | undefined } | undefined;
}

/**
 * A project's page: hero, overview with its highlights, specifications, gallery, the development
 * programme, the completed vision, the features, map, and the call to action with the status.
 */
export function projectPage(p: ProjectDraft, { t, lang }: Words) {
  const currency = p.currency ?? 'CHF';
  const amount = (value: unknown) => shown(value, (n) => formatAmount(n, currency, { locale: lang }));
  const count = (key: 'project.deliverables' | 'project.phaseCount' | 'project.phasedDeliveryText', n: number) => t(key, { count: n });
  const badge = (key: BadgeKey, label: string, value: string): Badge => ({ key, label, value, tone: key === 'post-development-value' ? 'highlight' : 'plain' });
  const d = p.developmentProject;
  const vision = p.finalVision;
  const phases = (d?.phases ?? []).map((phase) => ({ title: text(phase.title), period: phase.period, items: [...(phase.items ?? [])], count: count('project.deliverables', (phase.items ?? []).length) }));
  // A programme without an amount yet names what it invests in ("Comprehensive Restoration").
  const investment = d && (d.investment !== undefined && !blank(d.investment) ? amount(d.investment) : d.investmentLabel);
  const status = p.status ? choice(t, 'projectStatus', p.status) : DASH;
  return {
    hero: {
      back: t('project.backToPortfolio'),
      eyebrow: text(p.type),
      assetValue: blank(p.assetValue) ? undefined : badge('asset-value', t('project.assetValue'), amount(p.assetValue)),
    },
    overview: part(t('project.overview'), 'large'),
    highlights: (p.highlights ?? []).length > 0 ? part(t('project.highlights'), 'panel') : undefined,
    specifications:
      (p.specifications ?? []).length > 0
        ? {
            ...part(t('project.specifications'), 'medium', { band: 'border-y border-ink/10 bg-white' }),
            rows: (p.specifications ?? []).map((spec, i): Figure => ({ key: String(i + 1), label: text(spec.label), value: text(spec.value), tone: 'plain' })),
          }
        : undefined,
    gallery: (p.gallery ?? []).length > 0 ? part(t('project.gallery'), 'hidden') : undefined,
    development: d && {
      ...part(text(d.title), 'large', { eyebrow: t('project.developmentEyebrow'), band: 'bg-stone' }),
      investment: investment ? badge('total-investment', t('project.totalInvestment'), investment) : undefined,
      timeline: t('project.timeline'),
      phases,
      cards: cards([
        { key: 'strategic-value', title: t('project.strategicValue'), text: d.strategicValue },
        { key: 'target-market', title: t('project.targetMarket'), text: d.targetMarket },
        { key: 'phased-delivery', title: t('project.phasedDelivery'), text: count('project.phasedDeliveryText', phases.length), figure: count('project.phaseCount', phases.length) },
      ]),
    },
    vision: vision && {
      ...part(text(vision.title), 'large', { eyebrow: t('project.completedVision') }),
      postDevelopmentValue: blank(p.postDevelopmentValue) ? undefined : badge('post-development-value', t('project.postDevValue'), amount(p.postDevelopmentValue)),
      gallery: (vision.images ?? []).length > 1 ? t('project.gallery') : undefined,
      cards: cards([
        { key: 'legacy', title: t('project.legacy'), text: vision.legacy },
        { key: 'market-position', title: t('project.marketPosition'), text: vision.marketPosition },
      ]),
    },
    features: (p.features ?? []).length > 0 ? part(t('project.features'), 'large', { band: 'border-t border-ink/10 bg-white' }) : undefined,
    map: part(t('map.heading'), 'large'),
    closing: { note: t('project.status', { status }), heading: t('project.ctaHeading', { name: text(p.name) }), text: t('project.ctaText'), label: t('common.getInTouch') } satisfies Closing,
  };
}

export interface BrandDraft {
  name?: string | undefined;
  location?: string | undefined;
  category?: string | undefined;
  region?: string | undefined;
  portfolio?: string | undefined;
  features?: readonly string[] | undefined;
  propertyHighlights?: readonly string[] | undefined;
}

/** A brand's page: hero, its four figures, the profile with its information, the two lists, vision and concept, call to action. */
export function brandPage(b: BrandDraft, { t }: Pick<Words, 't'>) {
  return {
    hero: { back: t('brands.backToBrands') },
    stats: part(t('brand.stats'), 'hidden'),
    about: part(t('brand.about', { name: text(b.name) }), 'large'),
    information: {
      ...part(t('brand.information'), 'panel'),
      rows: [
        { key: 'location', label: t('brand.location'), value: text(b.location), tone: 'plain' },
        { key: 'category', label: t('brand.category'), value: text(b.category), tone: 'plain' },
        { key: 'region', label: t('brand.region'), value: text(b.region), tone: 'plain' },
        { key: 'portfolio', label: t('brand.portfolio'), value: text(b.portfolio), tone: 'plain' },
      ] satisfies Figure[],
      link: t('brand.viewProperty'),
    },
    /** Features and property highlights, side by side on a white band. */
    listsBand: 'border-y border-ink/10 bg-white',
    lists: [
      { ...part(t('brand.features'), 'medium'), key: 'features', items: b.features ?? [] },
      { ...part(t('brand.highlights'), 'medium'), key: 'highlights', items: b.propertyHighlights ?? [] },
    ],
    vision: { heading: t('brand.vision'), box: 'on-dark bg-ink text-ivory p-8 md:p-12 lg:col-span-6', headingClass: 'eyebrow text-brass font-sans' },
    concept: part(t('brand.concept'), 'large'),
    closing: { heading: t('brand.ctaHeading', { name: text(b.name) }), text: t('brand.ctaText'), label: t('common.getInTouch') } satisfies Closing,
  };
}

/**
 * The headings of a page's parts, in the page's order (a heading inside a part, such as a
 * project's timeline, is not one of them), for the checks that compare a page with its preview.
 */
export function partHeadings(page: Record<string, unknown>): string[] {
  return Object.values(page).flatMap((value) => {
    if (Array.isArray(value)) return value.flatMap((item) => partHeadings({ item }));
    if (value && typeof value === 'object' && 'heading' in value && typeof value.heading === 'string') return [value.heading];
    return [];
  });
}
