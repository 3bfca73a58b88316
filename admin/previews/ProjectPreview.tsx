import { projectPage, SPEC_GRID } from '@/lib/portfolio/detail-pages';
import type { projects } from '@/model/collections/projects';
import { InvestorsOnlyNote, ItemGrid, Marked, PageHero, Picture, preview } from './parts';
import { LocatorPreview } from './locator';
import { Block, ClosingCta, FigureBadge, Figures, GallerySection, Panel, PlaceLine, Thumbnails } from './portfolio';
import { imageOf } from './text';

/** A project's page (src/components/portfolio/ProjectContent.astro), part by part as projectPage gives them. */
export const ProjectPreview = preview<typeof projects.fields>((d, props, text) => {
  const page = projectPage(d, text);
  const development = d.developmentProject;
  const vision = d.finalVision;
  const renderings = (vision?.images ?? []).map(imageOf);
  const [featured] = renderings;
  return (
    <>
      <InvestorsOnlyNote on={d.investorsOnly} />
      <PageHero props={props} path={['heroImage']} image={d.heroImage} title={d.name} eyebrow={page.hero.eyebrow} back={page.hero.back}>
        <PlaceLine location={d.location} />
        {page.hero.assetValue && <FigureBadge badge={page.hero.assetValue} />}
      </PageHero>

      <div className="container-site grid gap-14 py-20 md:py-28 lg:grid-cols-12 lg:gap-12">
        <Block part={page.overview} className="lg:col-span-7">
          <p className="mt-6 text-xl leading-relaxed text-ink">{d.description}</p>
          <div className="mt-6 space-y-4 leading-relaxed text-ink-soft">
            {(d.overview ?? []).map((line, i) => (
              <p key={i}>{line}</p>
            ))}
          </div>
        </Block>
        {page.highlights && (
          <Panel part={page.highlights} className="lg:col-span-5 lg:self-start">
            <Marked items={d.highlights} mark="check" className="mt-6 space-y-4" itemClass="text-ink-soft" />
          </Panel>
        )}
      </div>

      {page.specifications && (
        <Block part={page.specifications}>
          <Figures figures={page.specifications.rows} className={SPEC_GRID.list} look={() => SPEC_GRID} name="data-spec" />
        </Block>
      )}

      <GallerySection props={props} part={page.gallery} images={(d.gallery ?? []).map(imageOf)} />

      {page.development && (
        <Block part={page.development}>
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-ink-soft">{development?.description}</p>
          <div className="mt-14 grid gap-12 lg:grid-cols-12 lg:gap-12">
            <figure className="relative lg:col-span-6 lg:self-start">
              {development?.image && <Picture props={props} path={['developmentProject', 'image']} image={development.image} className="aspect-[4/3] w-full" />}
              {page.development.investment && <FigureBadge badge={page.development.investment} className={development?.image ? 'sm:absolute sm:bottom-0 sm:left-0' : 'md:py-6'} />}
            </figure>
            <div className="lg:col-span-6">
              <h3 className="text-3xl">{page.development.timeline}</h3>
              <ol className="mt-6 divide-y divide-ink/10 border-y border-ink/10">
                {page.development.phases.map((phase, i) => (
                  <li key={i} className="py-5">
                    <h4 className="phase-title">{phase.title}</h4>
                    <p className="mt-1 text-sm text-ink-soft">
                      {phase.period && <span className="figures">{phase.period} · </span>}
                      {phase.count}
                    </p>
                    {i === 0 && <Marked items={phase.items} mark="dash" className="mt-4 space-y-2 text-ink-soft" />}
                  </li>
                ))}
              </ol>
            </div>
          </div>
          <ItemGrid items={page.development.cards} frame="tiled" className="mt-16 md:grid-cols-3" />
        </Block>
      )}

      {page.vision && (
        <Block part={page.vision} className="container-site py-20 md:py-28">
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-ink-soft">{vision?.description}</p>
          {(featured || page.vision.postDevelopmentValue) && (
            <figure className="relative mt-12">
              {featured && <Picture props={props} path={['finalVision', 'images']} image={featured} className="aspect-[16/9] w-full" />}
              {page.vision.postDevelopmentValue && <FigureBadge badge={page.vision.postDevelopmentValue} className={featured ? 'sm:absolute sm:right-0 sm:bottom-0' : 'w-fit'} />}
            </figure>
          )}
          {page.vision.gallery && (
            <div className="mt-4">
              <h3 className="sr-only">{page.vision.gallery}</h3>
              <Thumbnails props={props} path={['finalVision', 'images']} images={renderings} layout="row" />
            </div>
          )}
          <ItemGrid items={page.vision.cards} frame="ruled" className="mt-16 gap-8 md:grid-cols-2" />
        </Block>
      )}

      {page.features && (
        <Block part={page.features}>
          <ItemGrid items={(d.features ?? []).map((group) => ({ title: group.title, points: group.items }))} frame="ruled" className="mt-12 gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-4" />
        </Block>
      )}

      <LocatorPreview latitude={d.latitude} longitude={d.longitude} part={page.map} />
      <ClosingCta closing={page.closing} />
    </>
  );
});
