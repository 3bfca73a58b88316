import type { properties } from '@/model/collections/properties';
import { BackLink, FactsPanel, Hero, InvestorsOnlyNote, ItemGrid, Marked, preview, Section, type FormData } from './parts';
import { LocatorPreview } from './locator';
import { usePreviewText } from './text';

type Data = FormData<typeof properties.fields>;

function Figures({ d }: { d: Data }) {
  const { amountText, mortgageText, t } = usePreviewText();
  const currency = d.currency ?? 'CHF';
  const figures = [
    [t('property.marketValue'), amountText(d.marketValue, currency), false],
    [t('property.mortgage'), mortgageText(d.mortgage, currency), false],
    [t('property.developmentCost'), amountText(d.developmentCost, currency), false],
    [t('property.postDevValue'), amountText(d.postDevelopmentValue, currency), true],
  ] as const;
  return (
    <div className="border-b border-stone-deep bg-white">
      <dl className="container-site grid grid-cols-2 gap-px md:grid-cols-4">
        {figures.map(([label, value, highlight]) => (
          <div key={label} className={`px-2 py-6 ${highlight ? 'bg-green-soft' : ''}`}>
            <dt className={`eyebrow ${highlight ? 'text-green' : 'text-ink-soft'}`}>{label}</dt>
            <dd className={`figures mt-2 font-display text-3xl ${highlight ? 'text-green' : 'text-ink'}`}>{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export const PropertyPreview = preview<typeof properties.fields>((d, props, { areaText, choiceText, t }) => {
  const advantages = d.locationAdvantages ?? {};
  return (
    <>
      <InvestorsOnlyNote on={d.investorsOnly} />
      <Hero props={props} path={['image']} image={d.image}>
        <BackLink tone="light">{t('property.backToPortfolio')}</BackLink>
        {d.parcelNumber && <p className="text-sm text-ivory/80">{t('property.parcel', { number: d.parcelNumber })}</p>}
        <p className="eyebrow mt-3 text-brass">{choiceText('propertyCategory', d.category)}</p>
        <h1 className="mt-3 text-5xl leading-[1.04] md:text-6xl">{d.name}</h1>
        <p className="mt-4 text-lg text-ivory/90">{d.location}</p>
      </Hero>
      <Figures d={d} />
      <div className="container-site grid gap-12 py-12 lg:grid-cols-12">
        <div className="lg:col-span-8">
          <h2 className="text-3xl md:text-4xl">{t('property.overview')}</h2>
          <p className="mt-5 text-lg leading-relaxed text-ink-soft">{d.description}</p>
          <h3 className="mt-10 mb-5 text-2xl">{t('property.keyFeatures')}</h3>
          <Marked items={d.features} mark="check" className="grid gap-x-10 gap-y-4 sm:grid-cols-2" itemClass="border-b border-ink/10 pb-4 text-ink-soft" />
        </div>
        <FactsPanel
          title={t('property.specifications')}
          className="lg:col-span-4"
          rows={[
            [t('property.landArea'), d.landArea === undefined ? undefined : areaText(d.landArea)],
            [t('property.builtArea'), d.builtArea === undefined ? undefined : areaText(d.builtArea)],
            [t('property.location'), d.location],
            [t('property.category'), choiceText('propertyCategory', d.category)],
          ]}
        />
      </div>
      <Section title={t('property.locationAdvantages')} className="border-t border-stone-deep">
        <ItemGrid
          items={[
            { title: t('property.accessibility'), text: advantages.accessibility },
            { title: t('property.amenities'), text: advantages.amenities },
            { title: t('property.environment'), text: advantages.environment },
          ]}
          frame="ruled"
          numbered
          className="gap-10 md:grid-cols-3 md:gap-12"
        />
      </Section>
      <LocatorPreview latitude={d.latitude} longitude={d.longitude} title={t('map.heading')} />
    </>
  );
});
