import { formatDate } from '../../src/lib/format';
import type { news } from '../collections/news';
import { BackLink, Body, formData, Picture, t, toDate, type PreviewProps } from './parts';

export function NewsPreview(props: PreviewProps) {
  const d = formData<typeof news.fields>(props);
  const date = toDate(d.date);
  return (
    <article className="bg-ivory text-ink">
      <div className="container-site max-w-4xl pt-10">
        <BackLink>{t('preview.backToNews')}</BackLink>
        <p className="eyebrow text-brass-deep">
          {date ? formatDate(date) : d.date} · {d.category}
        </p>
        <h1 className="mt-4 text-5xl leading-[1.05] md:text-6xl">{d.title}</h1>
        <p className="mt-6 text-xl leading-relaxed text-ink-soft">{d.excerpt}</p>
      </div>
      <div className="container-site max-w-5xl py-10">
        <Picture props={props} path={['image']} image={d.image} className="aspect-[16/9] w-full" />
      </div>
      <div className="container-site max-w-4xl pb-16">
        <Body props={props} />
      </div>
    </article>
  );
}
