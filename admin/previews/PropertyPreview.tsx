import { formatAmount, formatArea } from '../../src/lib/format';
import type { properties } from '@/model/collections/properties';
import { BackLink, Bullets, Facts, formData, Hero, InvestorsOnlyNote, PreviewPage, Section, type FormData, type PreviewProps } from './parts';
import { t } from './text';

type Data = FormData<typeof properties.fields>;

const amount = (value: number | undefined, currency: string) => (value === undefined ? undefined : formatAmount(value, currency));

function Figures({ d }: { d: Data }) {
  const currency = d.currency ?? 'CHF';
  const figures = [
    [t('property.marketValue'), amount(d.marketValue, currency), false],
    [t('property.mortgage'), amount(d.mortgage, currency), false],
    [t('property.developmentCost'), amount(d.developmentCost, currency), false],
    [t('property.postDevValue'), amount(d.postDevelopmentValue, currency), true],
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

export function PropertyPreview(props: PreviewProps) {
  const d = formData<typeof properties.fields>(props);
  const advantages = d.locationAdvantages ?? {};
  return (
    <PreviewPage props={props}>
      <InvestorsOnlyNote on={d.investorsOnly} />
      <Hero props={props} path={['image']} image={d.image}>
        <BackLink tone="light">{t('property.backToPortfolio')}</BackLink>
        {d.parcelNumber && <p className="text-sm text-ivory/80">{t('property.parcel', { number: d.parcelNumber })}</p>}
        <p className="eyebrow mt-3 text-brass">{d.category}</p>
        <h1 className="mt-3 text-5xl leading-[1.04] md:text-6xl">{d.name}</h1>
        <p className="mt-4 text-lg text-ivory/90">{d.location}</p>
      </Hero>
      <Figures d={d} />
      <div className="container-site grid gap-12 py-12 lg:grid-cols-12">
        <div className="lg:col-span-8">
          <h2 className="text-3xl md:text-4xl">{t('property.overview')}</h2>
          <p className="mt-5 text-lg leading-relaxed text-ink-soft">{d.description}</p>
          <h3 className="mt-10 mb-5 text-2xl">{t('property.keyFeatures')}</h3>
          <Bullets items={d.features} />
        </div>
        <aside className="border border-stone-deep bg-white p-6 lg:col-span-4">
          <h2 className="mb-3 text-2xl">{t('property.specifications')}</h2>
          <Facts
            rows={[
              [t('property.landArea'), d.landArea === undefined ? undefined : formatArea(d.landArea)],
              [t('property.builtArea'), d.builtArea === undefined ? undefined : formatArea(d.builtArea)],
              [t('property.location'), d.location],
              [t('property.category'), d.category],
            ]}
          />
        </aside>
      </div>
      <Section title={t('property.locationAdvantages')} className="border-t border-stone-deep">
        <div className="grid gap-6 md:grid-cols-3">
          {(
            [
              [t('property.accessibility'), advantages.accessibility],
              [t('property.amenities'), advantages.amenities],
              [t('property.environment'), advantages.environment],
            ] as const
          ).map(([title, text]) => (
            <div key={title} className="border border-stone-deep bg-white p-6">
              <h3 className="text-2xl">{title}</h3>
              <p className="mt-3 leading-relaxed text-ink-soft">{text}</p>
            </div>
          ))}
        </div>
      </Section>
    </PreviewPage>
  );
}
