import type { projects } from '@/model/collections/projects';
import { BackLink, Facts, Hero, InvestorsOnlyNote, ItemGrid, Marked, Picture, preview, Section } from './parts';
import { LocatorPreview } from './locator';
import { imageOf } from './text';

export const ProjectPreview = preview<typeof projects.fields>((d, props, { amountText, choiceText, t, tCount }) => {
  const currency = d.currency ?? 'CHF';
  const development = d.developmentProject;
  const vision = d.finalVision;
  const [featured, ...gallery] = (vision?.images ?? []).map(imageOf);
  return (
    <>
      <InvestorsOnlyNote on={d.investorsOnly} />
      <Hero props={props} path={['heroImage']} image={d.heroImage}>
        <BackLink tone="light">{t('property.backToPortfolio')}</BackLink>
        <p className="eyebrow text-brass">{d.type}</p>
        <h1 className="mt-3 text-5xl leading-[1.04] md:text-6xl">{d.name}</h1>
        <p className="mt-4 text-lg text-ivory/90">{d.location}</p>
        {d.assetValue !== undefined && (
          <p className="figures mt-6 inline-flex w-fit border border-ivory/60 px-4 py-2 text-sm">
            {t('project.assetValue')}: {amountText(d.assetValue, currency)}
          </p>
        )}
      </Hero>

      <Section title={t('project.overview')}>
        <p className="max-w-3xl text-lg leading-relaxed text-ink-soft">{d.description}</p>
        {(d.overview ?? []).map((line, i) => (
          <p key={i} className="mt-4 max-w-3xl leading-relaxed text-ink-soft">
            {line}
          </p>
        ))}
      </Section>

      {(d.gallery ?? []).length > 0 && (
        <section className="container-site grid grid-cols-2 gap-3 pb-4 md:grid-cols-4">
          {(d.gallery ?? []).map((image, i) => (
            <Picture key={i} props={props} path={['gallery']} image={imageOf(image)} className="aspect-[4/3] w-full" />
          ))}
        </section>
      )}

      {(d.highlights ?? []).length > 0 && (
        <Section title={t('project.highlights')}>
          <Marked items={d.highlights} mark="check" className="space-y-4" itemClass="text-ink-soft" />
        </Section>
      )}

      {(d.specifications ?? []).length > 0 && (
        <Section title={t('project.specifications')}>
          <div className="max-w-xl border border-stone-deep bg-white px-6 py-2">
            <Facts rows={(d.specifications ?? []).map((s) => [s.label ?? '', s.value] as [string, string | undefined])} />
          </div>
        </Section>
      )}

      {development && (
        <section className="on-dark bg-ink text-ivory">
          <div className="container-site grid gap-10 py-14 lg:grid-cols-2">
            <div>
              <p className="eyebrow text-brass">{t('project.developmentEyebrow')}</p>
              <h2 className="mt-3 text-4xl">{development.title}</h2>
              <p className="mt-5 leading-relaxed text-ivory/85">{development.description}</p>
              <p className="figures mt-6 inline-flex border border-brass px-4 py-2 text-sm">
                {t('project.totalInvestment')}: {development.investment !== undefined ? amountText(development.investment, currency) : development.investmentLabel}
              </p>
            </div>
            <Picture props={props} path={['developmentProject', 'image']} image={development.image} className="aspect-[4/3] w-full" />
          </div>
          <div className="container-site pb-14">
            <h3 className="mb-5 text-2xl">{t('project.timeline')}</h3>
            <ol className="space-y-3">
              {(development.phases ?? []).map((phase, i) => (
                <li key={i} className="border border-ivory/20 p-5">
                  <p className="flex flex-wrap items-baseline justify-between gap-3">
                    <span className="font-display text-xl">{phase.title}</span>
                    <span className="text-sm text-ivory/75">
                      {phase.period} · {tCount('project.deliverables', (phase.items ?? []).length)}
                    </span>
                  </p>
                  {i === 0 && (
                    <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-ivory/85">
                      {(phase.items ?? []).map((item, j) => (
                        <li key={j}>{item}</li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ol>
          </div>
        </section>
      )}

      {vision && (
        <Section title={t('project.completedVision')}>
          <h3 className="text-2xl">{vision.title}</h3>
          <p className="mt-4 max-w-3xl leading-relaxed text-ink-soft">{vision.description}</p>
          <div className="relative mt-8">
            <Picture props={props} path={['finalVision', 'images']} image={featured} className="aspect-[16/9] w-full" />
            {d.postDevelopmentValue !== undefined && (
              <p className="figures absolute bottom-4 left-4 bg-green px-4 py-2 text-sm font-medium text-ivory">
                {t('project.postDevValue')}: {amountText(d.postDevelopmentValue, currency)}
              </p>
            )}
          </div>
          {gallery.length > 0 && (
            <div className="mt-4 grid grid-cols-3 gap-3">
              {gallery.map((image, i) => (
                <Picture key={i} props={props} path={['finalVision', 'images']} image={image} className="aspect-square w-full" />
              ))}
            </div>
          )}
        </Section>
      )}

      {(d.features ?? []).length > 0 && (
        <Section title={t('project.features')}>
          <ItemGrid items={(d.features ?? []).map((group) => ({ title: group.title, points: group.items }))} frame="ruled" className="gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-4" />
        </Section>
      )}

      <LocatorPreview latitude={d.latitude} longitude={d.longitude} title={t('map.heading')} />

      <Section>
        <p className="eyebrow text-ink-soft">{t('project.status', { status: choiceText('projectStatus', d.status) || '—' })}</p>
      </Section>
    </>
  );
});
