import type { news } from '@/model/collections/news';
import { BackLink, Body, EntryDate, Picture, preview } from './parts';

/** A company news item (src/pages/news/company/[slug].astro): date and category, title, lead, photo, text. */
export const NewsPreview = preview<typeof news.fields>((d, props, { choiceText, t }) => (
  <>
    <header className="container-site pt-10 pb-12 md:pt-14 md:pb-16">
      <BackLink>{t('company.back')}</BackLink>
      <div className="mx-auto mt-10 max-w-4xl md:mt-14">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft">
          <EntryDate value={d.date} />
          <span aria-hidden="true" className="h-px w-5 bg-brass" />
          <span className="eyebrow text-brass-deep">{choiceText('newsCategory', d.category)}</span>
        </p>
        <h1 className="mt-5 text-4xl leading-[1.06] md:text-6xl">{d.title}</h1>
        <p className="mt-6 font-display text-2xl leading-snug text-ink-soft md:text-[1.75rem]">{d.excerpt}</p>
      </div>
    </header>
    <div className="container-site">
      <Picture props={props} path={['image']} image={d.image} className="mx-auto aspect-[16/9] w-full max-w-6xl" />
    </div>
    <div className="container-site py-14 md:py-20">
      <Body props={props} className="mx-auto max-w-3xl" />
    </div>
  </>
));
