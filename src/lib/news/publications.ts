/**
 * The PDF of each research report and press release in each language, made by the build from the
 * entry (components/pdf/Publication.tsx) at routes.publicationPdf:
 * /downloads/<reports|press>/<slug>.<language>.pdf. So an entry edited in the CMS has its new PDF
 * at the next build. A report for investors only has none: every file the build writes is served
 * to anyone, and the report's page keeps its content for investors alone.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { createElement } from 'react';
import { Publication } from '@/components/pdf/Publication';
import { choice, DEFAULT_LOCALE, LOCALES, useTranslations } from '@/i18n';
import { typeset } from '@/i18n/typography';
import { single } from '@/lib/content/memo';
import { localize, type Localized } from '@/lib/content/localize';
import { formatDate } from '@/lib/format';
import { markdownBlocks, type Block } from '@/lib/pdf/markdown';
import { builtDownload, pdfAt } from '@/lib/pdf/render';
import { routes } from '@/model/routes';
import { downloadIn } from './downloads';
import { genericPressBody, genericReportBody, hasBody, REPORT_CONTENTS } from './generic';

type Entry = Localized<CollectionEntry<'reports'>> | Localized<CollectionEntry<'press'>>;

const isReport = (entry: Entry): entry is Localized<CollectionEntry<'reports'>> => entry.collection === 'reports';
const isPublic = (entry: Entry) => !(isReport(entry) && entry.data.investorsOnly);
const hrefOf = (entry: Entry) => routes.publicationPdf(entry.collection, entry.id, entry.lang);

const paragraphs = (texts: string[]): Block[] => texts.map((text) => ({ kind: 'paragraph', runs: [{ text }] }));

/** The body its page shows: the entry's own Markdown (the English one where the translation has none), else the standard text. */
function bodyOf(entry: Entry): Block[] {
  const t = useTranslations(entry.lang);
  const own = hasBody(entry.translation?.body) ? entry.translation! : hasBody(entry.body) ? entry : undefined;
  if (own) return markdownBlocks(own === entry ? typeset(entry.body!, DEFAULT_LOCALE) : own.body!, own.filePath ?? entry.id);
  return isReport(entry)
    ? paragraphs(genericReportBody(t, { excerpt: entry.data.excerpt, type: choice(t, 'reportType', entry.data.type) }))
    : paragraphs(genericPressBody(t, { date: formatDate(entry.data.date, entry.lang), excerpt: entry.data.excerpt }));
}

async function publicationDocument(entry: Entry, siteUrl: URL) {
  const { lang } = entry;
  const t = useTranslations(lang);
  const site = await single('site', lang);
  const report = isReport(entry);
  const blocks = bodyOf(entry);
  // The outline every report's page shows under its text (components/news/ReportContents.astro).
  if (report) blocks.push({ kind: 'heading', runs: [{ text: t('reports.contentsHeading') }] }, { kind: 'list', ordered: true, items: REPORT_CONTENTS.map((key) => [{ text: t(key) }]) });
  return createElement(Publication, {
    lang,
    t,
    kind: report ? `${t('pdf.researchReport')} · ${choice(t, 'reportType', entry.data.type)}` : t('pdf.pressRelease'),
    title: entry.data.title,
    date: t('pdf.published', { date: formatDate(entry.data.date, lang, report ? 'month' : 'day') }),
    summary: entry.data.excerpt.trim(),
    blocks,
    contact: report ? t('pdf.researchContact', { email: site.researchEmail }) : t('pdf.mediaContact', { email: site.mediaEmail }),
    site,
    website: siteUrl.host,
  });
}

/** The PDF's bytes. */
export const publicationPdf = (entry: Entry, siteUrl: URL) => pdfAt(hrefOf(entry), () => publicationDocument(entry, siteUrl));

/** The download of an entry's PDF in its language, with its pages and size; none for a report for investors only. */
const publicationDownload = (entry: Entry, siteUrl: URL) => (isPublic(entry) ? builtDownload(hrefOf(entry), () => publicationDocument(entry, siteUrl)) : Promise.resolve(undefined));

/** What an entry's page and card offer to download: the PDF an editor attached in place of the built one, else the built one. */
export const entryDownload = (entry: Entry, siteUrl: URL) => (entry.data.pdf ? Promise.resolve(downloadIn(entry.data.pdf, entry.lang)) : publicationDownload(entry, siteUrl));

/** Every PDF of a collection: one per public entry and language, named `<slug>.<language>`. */
export async function publicationPaths(collection: 'reports' | 'press') {
  const entries = (await getCollection(collection)) as (CollectionEntry<'reports'> | CollectionEntry<'press'>)[];
  const localized = await Promise.all(LOCALES.flatMap(({ code }) => entries.map((entry) => localize(entry, code) as Promise<Entry>)));
  return localized.filter(isPublic).map((entry) => ({ params: { file: `${entry.id}.${entry.lang}` }, props: { entry } }));
}
