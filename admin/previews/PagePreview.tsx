import type { capabilities } from '@/model/collections/pages';
import { ListingNote, PageHero, preview } from './parts';
import { Sections, type ContentPageFields } from './sections';

/**
 * A company page (src/components/corporate/ContentPage.astro): the hero, then its sections.
 * `listing` names what a page lists from other collections between the two (people, brands…).
 */
export function contentPagePreview(listing?: string) {
  return preview<ContentPageFields>((d, props) => (
    <>
      <PageHero props={props} path={['heroImage']} image={d.heroImage} title={d.title} eyebrow={d.eyebrow} intro={d.intro} />
      {listing && <ListingNote what={listing} />}
      <Sections props={props} />
    </>
  ));
}

/** A capability page: the hero, the opening paragraphs (the first one leads), the sections. */
export const CapabilityPreview = preview<typeof capabilities.fields>((d, props) => {
  const [lead, ...rest] = d.paragraphs ?? [];
  return (
    <>
      <PageHero props={props} path={['heroImage']} image={d.heroImage} title={d.title} eyebrow={d.eyebrow} intro={d.intro} />
      <section className="bg-ivory py-20 md:py-28">
        <div className="container-site grid gap-10 lg:grid-cols-12 lg:gap-16">
          <p className="font-display text-3xl leading-snug text-pretty text-ink md:text-4xl lg:col-span-7">{lead}</p>
          <div className="space-y-6 text-lg leading-relaxed text-ink-soft lg:col-span-5 lg:pt-2">
            {rest.map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>
      <Sections props={props} firstTone="stone" />
    </>
  );
});
