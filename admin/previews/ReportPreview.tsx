import { genericReportBody } from '../../src/lib/news/generic';
import type { reports } from '@/model/collections/news';
import { BackLink, Body, Button, hasBody, InvestorsOnlyNote, Paragraphs, Picture, preview } from './parts';

/** A research report: its facts, title, summary and cover, then its text or the site's standard one. */
export const ReportPreview = preview<typeof reports.fields>((d, props, { choiceText, dateText, t }) => (
  <>
    <InvestorsOnlyNote on={d.investorsOnly} />
    <div className="container-site grid gap-10 pt-10 pb-12 lg:grid-cols-12">
      <div className="lg:col-span-7">
        <BackLink>{t('reports.back')}</BackLink>
        <p className="eyebrow text-brass-deep">
          {choiceText('reportType', d.type)} · {dateText(d.date)}
        </p>
        <h1 className="mt-4 text-5xl leading-[1.05]">{d.title}</h1>
        <p className="mt-6 text-lg leading-relaxed text-ink-soft">{d.excerpt}</p>
        {d.pdf && <Button className="mt-8">{t('reports.downloadSummary')}</Button>}
      </div>
      <Picture props={props} path={['image']} image={d.image} className="aspect-[3/4] w-full lg:col-span-5" />
    </div>
    <div className="container-site max-w-4xl pb-16">
      {hasBody(props) ? <Body props={props} /> : <Paragraphs paragraphs={genericReportBody(t, { excerpt: d.excerpt ?? '', type: choiceText('reportType', d.type) })} />}
    </div>
  </>
));
