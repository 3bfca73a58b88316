import {
  image,
  list,
  markdown,
  number,
  object,
  options,
  seoFields,
  select,

  string,
  text,
  type Field,
  type FilesCollection,
  type FolderCollection,
  type ListItemType,
} from '../fields';
import { routes } from '../routes';

export const ICONS = [
  'invest', 'develop', 'manage', 'partner', 'chart', 'building', 'leaf', 'people', 'shield', 'globe',
  'compass', 'key', 'mountain', 'water', 'sun', 'handshake', 'award', 'clock', 'document', 'spark',
] as const;

const buttonFields = [
  string({ name: 'label', label: 'Button text' }),
  string({ name: 'href', label: 'Address', hint: 'A page of the site such as /portfolio, or a full web address.', translate: false }),
] as const;

const heading = string({ name: 'heading', label: 'Heading' });
const intro = text({ name: 'intro', label: 'Introduction', hint: 'Optional paragraph under the heading.', required: false });
const anchor = string({
  name: 'anchor',
  label: 'Link name on the page',
  hint: 'Optional: a short name such as "approach" lets a link lead straight to this section (/esg#approach).',
  required: false,
  pattern: { regex: '^[a-z0-9-]+$', message: 'Lowercase letters, digits and hyphens only.' },
});
const points = list({ name: 'points', label: 'Bullet points', of: string({ name: 'point', label: 'Point' }), required: false });
const icon = select({ name: 'icon', label: 'Icon', options: options(ICONS), required: false });

/** The building blocks editors stack to make a page. */
const SECTION_TYPES = [
  {
    name: 'text',
    label: 'Text',
    fields: [anchor, heading, markdown({ name: 'body', label: 'Text' })],
  },
  {
    name: 'cards',
    label: 'Cards',
    fields: [
      anchor,
      heading,
      intro,
      select({ name: 'columns', label: 'Columns on large screens', options: options(['2', '3', '4']), default: '3' }),
      list({
        name: 'items',
        label: 'Cards',
        summary: 'title',
        min: 1,
        of: [icon, string({ name: 'title', label: 'Title' }), text({ name: 'text', label: 'Text' }), points],
      }),
    ],
  },
  {
    name: 'metrics',
    label: 'Key figures',
    fields: [
      anchor,
      heading,
      intro,
      list({
        name: 'items',
        label: 'Figures',
        summary: 'label',
        min: 1,
        of: [
          string({ name: 'value', label: 'Figure', hint: 'e.g. "450M€+" or "96%". The number counts up when it scrolls into view.' }),
          string({ name: 'label', label: 'Label' }),
          text({ name: 'description', label: 'Description', required: false }),
        ],
      }),
    ],
  },
  {
    name: 'steps',
    label: 'Numbered steps',
    fields: [
      anchor,
      heading,
      intro,
      list({ name: 'items', label: 'Steps', summary: 'title', min: 1, of: [string({ name: 'title', label: 'Title' }), text({ name: 'text', label: 'Text' }), points] }),
    ],
  },
  {
    name: 'bullets',
    label: 'Bullet list',
    fields: [anchor, heading, intro, list({ name: 'items', label: 'Items', min: 1, of: string({ name: 'item', label: 'Item' }) })],
  },
  {
    name: 'tiles',
    label: 'Photo tiles',
    fields: [
      anchor,
      heading,
      intro,
      list({ name: 'items', label: 'Tiles', summary: 'title', min: 1, of: [image({ name: 'image', label: 'Photo' }), string({ name: 'title', label: 'Title' }), text({ name: 'text', label: 'Text' })] }),
    ],
  },
  {
    name: 'callout',
    label: 'Call to action',
    fields: [anchor, heading, text({ name: 'text', label: 'Text' }), list({ name: 'links', label: 'Buttons', summary: 'label', required: false, of: buttonFields })],
  },
] as const satisfies readonly ListItemType[];

const pageFields = <const E extends readonly Field[]>(extra: E) =>
  [
  string({ name: 'title', label: 'Title', hint: 'The page heading.' }),
  string({ name: 'eyebrow', label: 'Overline', hint: 'Small line above the title.', required: false }),
  text({ name: 'intro', label: 'Introduction', hint: 'The paragraph under the title.' }),
  image({ name: 'heroImage', label: 'Hero photo', hint: 'A photograph of what the page is about. Leave empty to open the page on its title alone.', required: false }),
  ...extra,
  list({ name: 'sections', label: 'Sections', hint: 'The page body, block by block. Drag to reorder.', types: SECTION_TYPES, required: false }),
  ...seoFields,
  ] as const;

const page = <const N extends string>(name: N, label: string, address = `/${name}`) => ({
  name,
  label,
  file: `content/pages/${name}.yml` as const,
  page: address,
  fields: pageFields([]),
});

const CAPABILITY_TYPES = ['investment', 'development', 'management'] as const;

export const capabilities = {
  type: 'folder',
  name: 'capabilities',
  label: 'Capabilities',
  labelSingular: 'Capability',
  description: 'What we do: investment, development and asset management, at /capabilities/<type>.',
  folder: 'content/capabilities',
  page: routes.capability,
  format: 'yml',
  idFrom: 'slug',
  summary: 'title',
  sortBy: 'order',
  fields: [
    select({ name: 'slug', label: 'Type', hint: 'Fixed addresses linked from the menu.', options: options(CAPABILITY_TYPES) }),
    number({ name: 'order', label: 'Position', integer: true, min: 1 }),
    ...pageFields([
      list({ name: 'paragraphs', label: 'Opening paragraphs', hint: 'Three paragraphs under the introduction.', of: text({ name: 'paragraph', label: 'Paragraph' }), min: 1 }),
    ]),
  ],
} as const satisfies FolderCollection;

const slide = [
  string({ name: 'category', label: 'Overline', hint: 'e.g. "Ticino canton, Switzerland".' }),
  string({ name: 'titleLight', label: 'Title (light part)' }),
  string({ name: 'titleBold', label: 'Title (bold part)' }),
  text({ name: 'subtitle', label: 'Subtitle' }),
  string({ name: 'cta', label: 'Button text' }),
  string({ name: 'link', label: 'Button address', translate: false }),
  image({ name: 'image', label: 'Photo', hint: 'Shown behind the text when the video does not play.' }),
  select({ name: 'tone', label: 'Accent', hint: 'Colour of the overline and indicator.', options: options(['brass', 'lake', 'ivory']), default: 'brass' }),
] as const;

const card = <const E extends readonly Field[]>(extra: E) =>
  [icon, string({ name: 'title', label: 'Title' }), ...extra, text({ name: 'description', label: 'Text' }), string({ name: 'link', label: 'Address', translate: false })] as const;

export const pages = {
  type: 'files',
  name: 'pages',
  label: 'Pages',
  description: 'The home page and the company pages.',
  files: [
    {
      name: 'home',
      label: 'Home page',
      file: 'content/pages/home.yml',
      page: routes.home,
      fields: [
        string({ name: 'title', label: 'Search title' }),
        text({ name: 'description', label: 'Search description' }),
        list({ name: 'slides', label: 'Hero slides', summary: 'titleBold', min: 1, of: slide }),
        object({
          name: 'whatWeDo',
          label: 'What we do',
          fields: [heading, intro, list({ name: 'cards', label: 'Cards', summary: 'title', min: 1, of: card([text({ name: 'summary', label: 'Short text', hint: 'Shown before the card expands.' })]) })],
        }),
        object({
          name: 'regionalFocus',
          label: 'Our regional focus',
          fields: [heading, intro, image({ name: 'image', label: 'Photo' }), list({ name: 'cards', label: 'Cards', summary: 'title', min: 1, of: card([]) })],
        }),
        object({
          name: 'news',
          label: 'News & insights',
          fields: [heading, intro, list({ name: 'cards', label: 'Cards', summary: 'title', min: 1, of: card([image({ name: 'image', label: 'Photo', hint: 'A photograph of what the list holds. Leave empty for a card of text alone.', required: false })]) })],
        }),
      ],
    },
    page('regional-focus', 'Regional focus'),
    page('company-profile', 'Company profile'),
    page('strategic-partnership', 'Strategic partnership'),
    page('esg', 'ESG'),
    page('sustainable-investing', 'Sustainable investing'),
    page('careers', 'Careers'),
    page('contact', 'Contact'),
    page('team', 'Our people'),
    page('partners', 'Our brands'),
    page('portfolio', 'Portfolio'),
    page('insights', 'News & insights', routes.news),
  ],
} as const satisfies FilesCollection;

const address = [
  string({ name: 'name', label: 'Name', hint: 'Company or office name.', translate: false }),
  string({ name: 'street', label: 'Street', translate: false }),
  string({ name: 'postalCode', label: 'Postal code', translate: false }),
  string({ name: 'city', label: 'City' }),
  string({ name: 'country', label: 'Country' }),
] as const;

const menuLink = [string({ name: 'label', label: 'Text' }), string({ name: 'href', label: 'Address', translate: false })] as const;

export const settings = {
  type: 'files',
  name: 'settings',
  label: 'Settings',
  description: 'Firm details, contact data and the menu used on every page.',
  files: [
    {
      name: 'site',
      label: 'Firm and contact details',
      file: 'content/settings/site.yml',
      fields: [
        string({ name: 'firmName', label: 'Firm name', translate: false }),
        string({ name: 'legalName', label: 'Legal name', hint: 'As registered, used in the copyright and legal notice.', translate: false }),
        text({ name: 'description', label: 'Default search description', hint: 'Used by pages that have none of their own.' }),
        string({ name: 'tagline', label: 'Footer tagline' }),
        string({ name: 'rights', label: 'Rights line', hint: 'Follows "© <legal name> <year>." at the foot of every page, e.g. "All rights reserved."; the year is the year the site is built.' }),
        object({ name: 'headquarters', label: 'Headquarters', fields: address }),
        string({ name: 'phone', label: 'Phone', hint: 'International format, e.g. "+423 230 12 00".', translate: false }),
        string({ name: 'email', label: 'E-mail', pattern: { regex: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', message: 'Enter an e-mail address.' } }),
        string({ name: 'mediaEmail', label: 'Media e-mail', pattern: { regex: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', message: 'Enter an e-mail address.' } }),
        string({ name: 'researchEmail', label: 'Research e-mail', pattern: { regex: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', message: 'Enter an e-mail address.' } }),
        string({
          name: 'investorEmail',
          label: 'Investor relations e-mail',
          hint: 'Receives the enquiries sent from the page of a property or project.',
          pattern: { regex: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', message: 'Enter an e-mail address.' },
        }),
        list({ name: 'offices', label: 'Regional offices', summary: 'city', of: [string({ name: 'city', label: 'City' }), string({ name: 'country', label: 'Country' }), text({ name: 'focus', label: 'Focus', hint: 'What this office covers.' })] }),
        object({
          name: 'hours',
          label: 'Business hours',
          fields: [
            string({ name: 'weekdays', label: 'Weekdays', hint: 'e.g. "Monday to Friday, 9:00 AM – 6:00 PM CET".' }),
            string({ name: 'weekend', label: 'Weekend' }),
            string({ name: 'note', label: 'Note', hint: 'e.g. the e-mail response time.' }),
          ],
        }),
        string({ name: 'newsletterEndpoint', label: 'Newsletter sign-up address', hint: 'Address of the mailing service that receives the sign-up form. Leave empty to send sign-ups to the contact e-mail.', required: false, translate: false }),
        image({ name: 'ogImage', label: 'Sharing image', hint: 'Shown when a page is shared on social media or in messages.', format: 'sharing' }),
      ],
    },
    {
      name: 'menu',
      label: 'Menu',
      file: 'content/settings/menu.yml',
      fields: [
        list({
          name: 'groups',
          label: 'Menu groups',
          summary: 'title',
          of: [
            string({ name: 'title', label: 'Title' }),
            string({ name: 'href', label: 'Direct address', hint: 'Fill only for a group that is a single link (e.g. Contact).', required: false, translate: false }),
            list({ name: 'items', label: 'Links', summary: 'label', required: false, of: menuLink }),
            list({
              name: 'subgroups',
              label: 'Sub-groups',
              summary: 'title',
              required: false,
              of: [string({ name: 'title', label: 'Title' }), string({ name: 'href', label: 'Overview address', required: false, translate: false }), list({ name: 'items', label: 'Links', summary: 'label', of: menuLink })],
            }),
          ],
        }),
        list({ name: 'legal', label: 'Legal links', summary: 'label', of: menuLink }),
      ],
    },
  ],
} as const satisfies FilesCollection;
