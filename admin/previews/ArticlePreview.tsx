import type { articles } from '@/model/collections/news';
import { Body, EntryDate, PageHero, preview } from './parts';

/** An insights article (src/pages/news/[slug].astro): photo hero, summary as the lead, the text. */
export const ArticlePreview = preview<typeof articles.fields>((d, props, { choiceText, t }) => (
  <>
    <PageHero props={props} path={['image']} image={d.image} eyebrow={choiceText('articleCategory', d.category)} title={d.title} back={t('news.backToInsights')}>
      <p className="mt-6 text-sm tracking-wide text-ivory/85">
        <EntryDate value={d.date} />
      </p>
    </PageHero>
    <div className="container-site py-16 md:py-24">
      <div className="mx-auto max-w-3xl">
        <p className="font-display text-2xl leading-snug text-ink md:text-[1.75rem]">{d.excerpt}</p>
        <Body props={props} className="mt-10" />
      </div>
    </div>
  </>
));
