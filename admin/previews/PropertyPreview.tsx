import { FIGURE_BAND, HEADING_CLASSES, propertyPage } from '@/lib/portfolio/detail-pages';
import type { properties } from '@/model/collections/properties';
import { InvestorsOnlyNote, ItemGrid, Marked, PageHero, preview } from './parts';
import { LocatorPreview } from './locator';
import { Block, ClosingCta, FactRows, Figures, GallerySection, Panel, PlaceLine } from './portfolio';
import { imageOf } from './text';

/** A property's page (src/pages/[...lang]/property/[slug].astro), part by part as propertyPage gives them. */
export const PropertyPreview = preview<typeof properties.fields>((d, props, text) => {
  const page = propertyPage(d, text);
  return (
    <>
      <InvestorsOnlyNote on={d.investorsOnly} />
      <PageHero props={props} path={['image']} image={d.image} title={d.name} eyebrow={page.hero.eyebrow} back={page.hero.back}>
        <PlaceLine location={d.location} facts={page.hero.facts} />
      </PageHero>

      <section className="container-site relative z-10 -mt-10 md:-mt-14">
        <h2 className={HEADING_CLASSES[page.figures.size]}>{page.figures.heading}</h2>
        <Figures figures={page.figures.items} className={FIGURE_BAND.list} look={(f) => FIGURE_BAND.classes(f.tone)} name="data-figure" />
      </section>

      <GallerySection props={props} part={page.gallery} images={(d.gallery ?? []).map(imageOf)} />

      <div className="container-site grid gap-16 pt-16 pb-20 md:pt-24 md:pb-28 lg:grid-cols-12 lg:gap-12">
        <div className="space-y-16 lg:col-span-8">
          <Block part={page.overview}>
            <p className="mt-6 max-w-3xl text-lg leading-relaxed text-ink-soft">{d.description}</p>
          </Block>
          <Block part={page.features}>
            <Marked items={d.features} mark="check" className="mt-6 grid gap-x-10 gap-y-4 sm:grid-cols-2" itemClass="border-b border-ink/10 pb-4 text-ink-soft" />
          </Block>
          <Block part={page.highlights}>
            <ItemGrid items={page.highlights.items} frame="tiled" className="mt-8 sm:grid-cols-2" />
          </Block>
        </div>
        <aside className="space-y-6 lg:col-span-4">
          <Panel part={page.specifications}>
            <FactRows rows={page.specifications.rows} name="data-spec" />
          </Panel>
          <Panel part={page.summary}>
            <FactRows rows={page.summary.rows} name="data-amount" strong />
          </Panel>
        </aside>
      </div>

      <Block part={page.advantages}>
        <ItemGrid items={page.advantages.items} frame="ruled" numbered className="mt-12 gap-10 md:grid-cols-3 md:gap-12" />
      </Block>
      <LocatorPreview latitude={d.latitude} longitude={d.longitude} part={page.map} />
      <ClosingCta closing={page.closing} />
    </>
  );
});
