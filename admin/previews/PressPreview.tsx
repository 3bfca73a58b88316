import { genericPressBody } from '../../src/lib/news/generic';
import type { press } from '@/model/collections/news';
import { BackLink, Body, Button, EntryDate, hasBody, Paragraphs, preview } from './parts';

/**
 * A press release (src/pages/news/press/[slug].astro): date, title, the download button when a
 * PDF is attached, and the release, or the standard text the site publishes without one.
 */
export const PressPreview = preview<typeof press.fields>((d, props, { dateText, t }) => (
  <div className="container-site pt-10 pb-16 md:pt-14 md:pb-24">
    <BackLink>{t('press.back')}</BackLink>
    <div className="mx-auto mt-10 max-w-3xl md:mt-14">
      <header className="border-b border-ink/15 pb-10">
        <p className="eyebrow text-brass-deep">
          <EntryDate value={d.date} />
        </p>
        <h1 className="mt-5 text-4xl leading-[1.08] md:text-6xl">{d.title}</h1>
        {d.pdf && (
          <Button variant="outline" className="mt-8">
            {t('press.downloadButton')}
          </Button>
        )}
      </header>
      <div className="mt-10">
        {hasBody(props) ? (
          <Body props={props} className="" />
        ) : (
          <Paragraphs paragraphs={genericPressBody(t, { date: dateText(d.date), excerpt: d.excerpt ?? '' })} />
        )}
      </div>
    </div>
  </div>
));
