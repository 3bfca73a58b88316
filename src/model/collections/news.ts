import { date, file, image, number, options, select, seoFields, slug, string, text, type FolderCollection } from '../fields';
import { routes } from '../routes';
import { TITLE_LENGTH } from '../rules';
import { investorsOnly } from './shared';

export const NEWS_CATEGORIES = ['Acquisitions', 'Developments', 'Partnerships', 'Corporate'] as const;
export const REPORT_TYPES = ['Market Analysis', 'Investment Outlook', 'Regional Studies'] as const;
export const ARTICLE_CATEGORIES = ['Acquisitions', 'Projects', 'Hospitality', 'Sustainability', 'Partnerships', 'Development'] as const;

const title = string({ name: 'title', label: 'Title', pattern: TITLE_LENGTH, translate: true });
const published = date({ name: 'date', label: 'Date', hint: 'Publication date; lists show the newest first.' });
const excerpt = text({ name: 'excerpt', label: 'Summary', hint: 'Two or three sentences shown on cards and under the title.' });
/** News, releases, reports and articles: Markdown entries named by their web address, newest first. */
const dated = { format: 'md', idFrom: 'slug', summary: 'title', sortBy: 'date' } as const;

const pdf = file({ name: 'pdf', label: 'PDF', hint: 'The site makes this entry’s PDF from its text at every build. Attach a PDF only to offer that file in its place.', accept: ['pdf'], required: false });

export const news = {
  type: 'folder',
  name: 'news',
  label: 'Company news',
  labelSingular: 'News item',
  description: 'Company news at /news/company.',
  folder: 'content/news',
  page: routes.newsItem,
  ...dated,
  body: { label: 'Article', hint: 'The full text of the news item.' },
  fields: [
    title,
    slug(),
    published,
    select({ name: 'category', label: 'Category', options: options(NEWS_CATEGORIES) }),
    excerpt,
    image({ name: 'image', label: 'Photo', hint: 'A photograph of what the news is about. Leave empty for a card and page without one.', required: false }),
    ...seoFields,
  ],
} as const satisfies FolderCollection;

export const press = {
  type: 'folder',
  name: 'press',
  label: 'Press releases',
  labelSingular: 'Press release',
  description: 'Press releases at /news/press, filtered by year.',
  folder: 'content/press',
  page: routes.pressRelease,
  ...dated,
  body: { label: 'Release', hint: 'Leave empty to publish a short standard text made from the date and summary.', required: false },
  fields: [title, slug(), published, excerpt, pdf, ...seoFields],
} as const satisfies FolderCollection;

export const reports = {
  type: 'folder',
  name: 'reports',
  label: 'Research reports',
  labelSingular: 'Research report',
  description: 'Research reports at /news/reports, filtered by type.',
  folder: 'content/reports',
  page: routes.report,
  ...dated,
  body: { label: 'Report summary', hint: 'Leave empty to publish a short standard text made from the summary and type.', required: false },
  fields: [
    title,
    slug(),
    published,
    select({ name: 'type', label: 'Type', options: options(REPORT_TYPES) }),
    excerpt,
    image({ name: 'image', label: 'Cover photo', hint: 'A photograph of what the report covers. Leave empty for a cover set in type.', required: false }),
    pdf,
    investorsOnly,
    ...seoFields,
  ],
} as const satisfies FolderCollection;

export const articles = {
  type: 'folder',
  name: 'articles',
  label: 'Insights articles',
  labelSingular: 'Article',
  description: 'The six article cards of the News & Insights page (/news); each opens its own page.',
  folder: 'content/articles',
  page: routes.article,
  ...dated,
  body: { label: 'Article' },
  fields: [title, slug(), published, select({ name: 'category', label: 'Category', options: options(ARTICLE_CATEGORIES) }), excerpt, image({ name: 'image', label: 'Photo', hint: 'A photograph of what the article is about. Leave empty for a card and page without one.', required: false }), ...seoFields],
} as const satisfies FolderCollection;

const LEGAL_PAGES = ['privacy', 'accessibility', 'legal-notice', 'terms-of-use', 'modern-slavery', 'child-labour', 'cookies'] as const;

export const legal = {
  type: 'folder',
  name: 'legal',
  label: 'Legal pages',
  labelSingular: 'Legal page',
  description: 'Privacy, accessibility, legal notice, terms of use, modern slavery, child labour and cookies.',
  folder: 'content/legal',
  page: routes.legal,
  format: 'md',
  idFrom: 'slug',
  summary: 'title',
  sortBy: 'order',
  body: { label: 'Text' },
  fields: [
    title,
    select({ name: 'slug', label: 'Web address', hint: 'Fixed addresses linked from the footer.', options: options(LEGAL_PAGES) }),
    number({ name: 'order', label: 'Position in the footer', integer: true, min: 1 }),
    date({ name: 'lastUpdated', label: 'Last updated' }),
    string({ name: 'period', label: 'Reporting period', hint: 'e.g. "Financial year 2025"; shown after the date when set.', required: false }),
    text({ name: 'summary', label: 'Introduction', hint: 'One paragraph above the text.' }),
    ...seoFields,
  ],
} as const satisfies FolderCollection;
