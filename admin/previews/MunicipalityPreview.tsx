import type { municipalities } from '@/model/collections/municipalities';
import { BackLink, ListingNote, PageHero, preview } from './parts';

/**
 * A municipality page (src/components/portfolio/MunicipalityHeader.astro): its name and
 * description over its photo, or on the page's ground without one; its projects follow.
 */
export const MunicipalityPreview = preview<typeof municipalities.fields>((d, props, { t }) => {
  const back = t('municipality.backToPortfolio');
  return (
    <>
      {d.image?.src ? (
        <PageHero props={props} path={['image']} image={d.image} title={d.name} eyebrow={t('municipality.eyebrow')} intro={d.description} back={back} />
      ) : (
        <section className="container-site pt-10 pb-16 md:pb-20">
          <BackLink>{back}</BackLink>
          <p className="eyebrow mt-10 text-brass-deep">{t('municipality.eyebrow')}</p>
          <h1 className="mt-4 text-5xl md:text-7xl">{d.name}</h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-soft">{d.description}</p>
        </section>
      )}
      <ListingNote what="the projects located in this municipality" />
    </>
  );
});
