import type { legal } from '@/model/collections/news';
import { Body, preview } from './parts';

/** A legal page (src/components/corporate/LegalDocument.astro): title, last update, summary, text. */
export const LegalPreview = preview<typeof legal.fields>((d, props, { dateText, t }) => (
  <>
    <header className="bg-stone pt-16 pb-14 md:pt-24 md:pb-20">
      <div className="container-site">
        <p className="eyebrow text-brass-deep">{t('legal.eyebrow')}</p>
        <h1 className="mt-4 max-w-4xl text-5xl leading-[1.04] md:text-7xl">{d.title}</h1>
        <p className="mt-6 text-sm font-medium tracking-wide text-ink-soft">
          <time className="figures">{t('legal.lastUpdated', { date: dateText(d.lastUpdated) })}</time>
          {d.period && (
            <>
              <span aria-hidden="true" className="mx-2 text-brass-deep">
                ·
              </span>
              {d.period}
            </>
          )}
        </p>
        <p className="mt-8 max-w-3xl text-xl leading-relaxed text-ink md:text-2xl md:leading-relaxed">{d.summary}</p>
      </div>
    </header>
    <div className="bg-ivory py-16 md:py-24">
      <div className="container-site">
        <Body props={props} className="max-w-3xl [&>h2:first-child]:mt-0" />
      </div>
    </div>
  </>
));
