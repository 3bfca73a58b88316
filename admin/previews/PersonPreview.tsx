import type { people } from '@/model/collections/people';
import { BackLink, Marked, Picture, preview, Section } from './parts';

export const PersonPreview = preview<typeof people.fields>((d, props, { t }) => (
  <>
    <div className="container-site grid gap-10 pt-10 pb-12 md:grid-cols-12">
      <div className="md:col-span-12">
        <BackLink>{t('people.backToManagement')}</BackLink>
      </div>
      <Picture props={props} path={['portrait']} image={d.portrait} className="aspect-square w-full md:col-span-4" />
      <div className="md:col-span-8">
        <h1 className="text-5xl leading-[1.05] md:text-6xl">{d.name}</h1>
        <p className="eyebrow mt-4 text-brass-deep">{d.title}</p>
        <p className="mt-6 text-lg leading-relaxed text-ink-soft">{d.bio}</p>
      </div>
    </div>
    <Section title={t('people.experience')} className="border-t border-stone-deep">
      <ol className="space-y-6">
        {(d.experience ?? []).map((job, i) => (
          <li key={i} className="border-l-2 border-brass pl-5">
            <p className="font-display text-2xl">{job.role}</p>
            <p className="text-sm text-ink-soft">
              {job.company} · {job.period}
            </p>
            <p className="mt-2 leading-relaxed text-ink-soft">{job.description}</p>
          </li>
        ))}
      </ol>
    </Section>
    <div className="container-site grid gap-12 pb-14 md:grid-cols-2">
      <div>
        <h2 className="mb-5 text-3xl">{t('people.expertise')}</h2>
        <Marked items={d.expertise} mark="dash" className="space-y-3" itemClass="leading-snug" />
      </div>
      <div>
        <h2 className="mb-5 text-3xl">{t('people.education')}</h2>
        <Marked items={d.education} mark="dash" className="space-y-3" itemClass="leading-snug" />
      </div>
    </div>
  </>
));
