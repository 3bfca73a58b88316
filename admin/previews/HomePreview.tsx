import type { ReactNode } from 'react';
import type { pages } from '@/model/collections/pages';
import { Icon, Picture, preview } from './parts';

type HomeFields = Extract<(typeof pages)['files'][number], { name: 'home' }>['fields'];

// Literal class names, so Tailwind generates each of them.
const TONE_TEXT = { brass: 'text-brass', lake: 'text-lake', ivory: 'text-ivory' } as const;

/** A section of the home page (src/components/home/HomeSection.astro). */
function HomeSection({ section, className = '', children }: { section: { heading?: string; intro?: string } | undefined; className?: string; children: ReactNode }) {
  const { heading, intro } = section ?? {};
  return (
    <section className={`py-24 md:py-32 ${className}`}>
      <div className="container-site">
        <div className="grid gap-6 lg:grid-cols-12 lg:items-end lg:gap-8">
          <h2 className="text-5xl leading-[1.05] md:text-6xl lg:col-span-6">{heading}</h2>
          {intro && <p className="max-w-xl text-lg leading-relaxed text-ink-soft lg:col-span-5 lg:col-start-8">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}

/** The line at a card's foot (src/components/home/CardMore.astro). */
function More({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-ink ${className}`}>
      {children}
      <Icon name="arrow" className="h-4 w-4" />
    </span>
  );
}

/** The home page: every hero slide in turn, then its three sections. */
export const HomePreview = preview<HomeFields>((d, props, { t }) => {
  const { whatWeDo, regionalFocus, news } = d;
  return (
    <>
      <h1 className="sr-only">{d.title}</h1>
      {(d.slides ?? []).map((slide, i) => (
        <section key={i} className="on-dark relative isolate flex min-h-[34rem] overflow-hidden bg-ink-deep text-ivory">
          <Picture props={props} path={['slides', 'image']} image={slide.image} className="absolute inset-0 -z-10 h-full w-full" />
          <div className="absolute inset-0 -z-10 bg-gradient-to-t from-ink-deep/95 via-ink-deep/55 via-45% to-transparent" />
          <div className="container-site flex flex-col justify-end pt-16 pb-20">
            <p className={`eyebrow ${TONE_TEXT[slide.tone ?? 'brass']}`}>{slide.category}</p>
            <h2 className="mt-5 text-5xl leading-[1.02] text-balance sm:text-6xl">
              <span className="italic">{slide.titleLight}</span> <span className="font-semibold">{slide.titleBold}</span>
            </h2>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-ivory/90">{slide.subtitle}</p>
            <span className="mt-9 inline-flex min-h-12 w-fit items-center gap-3 border border-ivory/80 px-6 text-sm font-semibold tracking-wide text-ivory">
              {slide.cta}
              <Icon name="arrow" className="h-4 w-4" />
            </span>
          </div>
        </section>
      ))}

      <HomeSection section={whatWeDo}>
        <ul className="mt-14 grid gap-px border border-ink/15 bg-ink/15 md:mt-20 md:grid-cols-2 lg:grid-cols-4">
          {(whatWeDo?.cards ?? []).map((card, i) => (
            <li key={i} className="flex flex-col bg-ivory p-8 lg:p-9">
              <Icon name={card.icon} className="h-9 w-9 text-brass-deep" />
              <h3 className="mt-10 text-4xl">{card.title}</h3>
              <p className="mt-4 text-[1.0625rem] leading-relaxed text-ink">{card.summary}</p>
              <p className="pt-4 text-[0.95rem] leading-relaxed text-ink-soft">{card.description}</p>
              <More className="mt-auto pt-10">{t('home.learnMore')}</More>
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection section={regionalFocus} className="bg-stone">
        <div className="mt-14 grid gap-10 md:mt-20 lg:grid-cols-12 lg:gap-12">
          <Picture props={props} path={['regionalFocus', 'image']} image={regionalFocus?.image} className="aspect-[4/3] w-full lg:col-span-6" />
          <ul className="flex flex-col divide-y divide-ink/15 border-y border-ink/15 lg:col-span-6">
            {(regionalFocus?.cards ?? []).map((card, i) => (
              <li key={i} className="flex gap-6 py-8 md:gap-8">
                <Icon name={card.icon} className="mt-1 h-8 w-8 shrink-0 text-brass-deep" />
                <div className="flex-1">
                  <h3 className="text-3xl">{card.title}</h3>
                  <p className="mt-3 leading-relaxed text-ink-soft">{card.description}</p>
                </div>
                <Icon name="arrow" className="mt-2 h-5 w-5 shrink-0 text-ink" />
              </li>
            ))}
          </ul>
        </div>
      </HomeSection>

      {/* Like the site's NewsInsights and WhatWeDo, the two card sections keep their own markup: their cards differ in all but shape. */}
      <HomeSection section={news}>
        <ul className="mt-14 grid gap-10 md:mt-20 md:grid-cols-3 md:gap-8">
          {(news?.cards ?? []).map((card, i) => (
            <li key={i} className="flex flex-col">
              <Picture props={props} path={['news', 'cards', 'image']} image={card.image} className="aspect-[4/3] w-full" />
              <Icon name={card.icon} className="mt-6 h-5 w-5 text-brass-deep" />
              <h3 className="mt-3 text-3xl">{card.title}</h3>
              <p className="mt-3 leading-relaxed text-ink-soft">{card.description}</p>
              <More className="mt-6">{t('home.explore')}</More>
            </li>
          ))}
        </ul>
      </HomeSection>
    </>
  );
});
