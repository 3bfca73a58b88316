import type { brands } from '@/model/collections/brands';
import { BackLink, FactsPanel, Hero, Marked, Picture, preview, Section } from './parts';

export const BrandPreview = preview<typeof brands.fields>((d, props, { t }) => (
  <>
    <Hero props={props} path={['background']} image={d.background}>
      <BackLink tone="light">{t('brands.backToBrands')}</BackLink>
      <h1>
        <Picture props={props} path={['logo']} image={d.logo} className="h-20 w-64 !object-contain object-left !bg-transparent" />
      </h1>
      <p className="mt-6 font-display text-3xl text-ivory">{d.tagline}</p>
      <p className="eyebrow mt-4 text-brass">
        {d.location} · {d.category}
      </p>
    </Hero>
    <div className="border-b border-stone-deep bg-white">
      <dl className="container-site grid grid-cols-2 gap-6 py-8 md:grid-cols-4">
        {(d.stats ?? []).map((stat, i) => (
          <div key={i}>
            <dd className="figures font-display text-4xl text-ink">{stat.value}</dd>
            <dt className="eyebrow mt-2 text-ink-soft">{stat.label}</dt>
          </div>
        ))}
      </dl>
    </div>
    <div className="container-site grid gap-12 py-12 lg:grid-cols-12">
      <div className="lg:col-span-8">
        <p className="text-lg leading-relaxed text-ink-soft">{d.description}</p>
        <h2 className="mt-10 mb-5 text-3xl">{t('brand.features')}</h2>
        <Marked items={d.features} mark="check" className="grid gap-3 sm:grid-cols-2" itemClass="text-ink-soft" />
        <h2 className="mt-10 mb-5 text-3xl">{t('brand.highlights')}</h2>
        <Marked items={d.propertyHighlights} mark="check" className="grid gap-3 sm:grid-cols-2" itemClass="text-ink-soft" />
      </div>
      <FactsPanel
        title={t('brand.information')}
        className="lg:col-span-4"
        rows={[
          [t('brand.location'), d.location],
          [t('brand.category'), d.category],
          [t('brand.region'), d.region],
          [t('brand.portfolio'), d.portfolio],
        ]}
      />
    </div>
    <section className="on-dark bg-ink text-ivory">
      <div className="container-site py-14">
        <p className="eyebrow text-brass">{t('brand.vision')}</p>
        <p className="mt-4 max-w-3xl font-display text-3xl leading-snug">{d.vision}</p>
      </div>
    </section>
    <Section title={t('brand.concept')}>
      <p className="max-w-3xl text-lg leading-relaxed text-ink-soft">{d.concept}</p>
    </Section>
  </>
));
