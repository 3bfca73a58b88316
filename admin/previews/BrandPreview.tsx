import { BRAND_STATS, brandPage, HEADING_CLASSES } from '@/lib/portfolio/detail-pages';
import type { brands } from '@/model/collections/brands';
import { BackLink, Icon, Marked, Picture, preview } from './parts';
import { Block, ClosingCta, FactRows, Panel } from './portfolio';

/** A brand's page (src/pages/[...lang]/brands/[slug].astro), part by part as brandPage gives them. */
export const BrandPreview = preview<typeof brands.fields>((d, props, text) => {
  const page = brandPage(d, text);
  return (
    <>
      <section className="on-dark relative isolate flex min-h-[78svh] overflow-hidden bg-ink-deep text-ivory">
        {d.background?.src && (
          <>
            <Picture props={props} path={['background']} image={d.background} className="absolute inset-0 -z-10 h-full w-full" />
            <div className="absolute inset-0 -z-10 bg-gradient-to-t from-ink-deep/95 via-ink-deep/60 to-ink-deep/40" />
          </>
        )}
        <div className="container-site flex flex-col pt-10 pb-14 md:pb-20">
          <BackLink tone="light">{page.hero.back}</BackLink>
          <div className="my-auto flex flex-col items-center py-14 text-center">
            <h1>
              <Picture props={props} path={['logo']} image={d.logo} className="h-auto w-64 !bg-transparent !object-contain md:w-[26rem]" />
            </h1>
            <p className="mt-8 max-w-2xl font-display text-2xl leading-snug italic md:text-3xl">{d.tagline}</p>
            <p className="mt-6 flex flex-col items-center justify-center gap-x-4 gap-y-1 text-sm tracking-wide text-ivory/90 sm:flex-row">
              <span>{d.location}</span>
              <span className="hidden h-4 w-px bg-ivory/40 sm:block" aria-hidden="true" />
              <span>{d.category}</span>
            </p>
          </div>
        </div>
      </section>

      <section className="border-b border-ink/10 bg-white">
        <h2 className={HEADING_CLASSES[page.stats.size]}>{page.stats.heading}</h2>
        <dl className={BRAND_STATS.list}>
          {(d.stats ?? []).map((stat, i) => (
            <div key={i} className={BRAND_STATS.item(i)} data-stat>
              <dt className={BRAND_STATS.label}>{stat.label}</dt>
              <dd className="order-1 flex flex-col items-center">
                <Icon name={stat.icon} className={BRAND_STATS.icon} />
                <span className={BRAND_STATS.value}>{stat.value}</span>
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="container-site grid gap-14 py-20 md:py-28 lg:grid-cols-12 lg:gap-12">
        <Block part={page.about} className="lg:col-span-7">
          <p className="mt-6 text-lg leading-relaxed text-ink-soft">{d.description}</p>
        </Block>
        <Panel part={page.information} className="lg:col-span-5 lg:self-start">
          <FactRows rows={page.information.rows} name="data-information" />
          {d.property && (
            <p className="mt-5 inline-flex min-h-11 items-center gap-2 text-sm font-semibold tracking-wide text-ink">
              {page.information.link}
              <Icon name="arrow" className="h-4 w-4" />
            </p>
          )}
        </Panel>
      </div>

      <div className={page.listsBand}>
        <div className="container-site grid gap-14 py-20 md:grid-cols-2 md:gap-12 md:py-24">
          {page.lists.map((list) => (
            <Block key={list.key} part={list}>
              <Marked items={list.items} mark="check" className="mt-6 divide-y divide-ink/10 border-t border-ink/10" itemClass="py-3.5 text-ink-soft" />
            </Block>
          ))}
        </div>
      </div>

      <div className="container-site grid gap-12 py-20 md:py-28 lg:grid-cols-12 lg:gap-12">
        <section className={page.vision.box}>
          <h2 className={page.vision.headingClass}>{page.vision.heading}</h2>
          <p className="mt-6 font-display text-3xl leading-snug md:text-4xl">{d.vision}</p>
        </section>
        <Block part={page.concept} className="lg:col-span-6 lg:self-center">
          <p className="mt-6 text-lg leading-relaxed text-ink-soft">{d.concept}</p>
        </Block>
      </div>

      <ClosingCta closing={page.closing} />
    </>
  );
});
