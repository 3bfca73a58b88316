import { image, list, number, options, relation, seoFields, select, slug, string, text, type FolderCollection } from '../fields';
import { routes } from '../routes';
import { positioned } from './shared';

const STAT_ICONS = ['rooms', 'area', 'guests', 'view', 'star', 'calendar', 'boat', 'leaf', 'mountain', 'dining'] as const;

export const brands = {
  type: 'folder',
  name: 'brands',
  label: 'Brands',
  labelSingular: 'Brand',
  description: 'The hospitality brands of the group, shown on /partners and each on /brands/<web address>.',
  folder: 'content/brands',
  page: routes.brand,
  ...positioned,
  fields: [
    string({ name: 'name', label: 'Name', hint: 'The brand as it is written in every language.', translate: false }),
    slug(),
    number({ name: 'order', label: 'Position', integer: true, min: 1 }),
    string({ name: 'tagline', label: 'Tagline', hint: 'One short line under the logo.' }),
    string({ name: 'location', label: 'Location', hint: 'e.g. "Orselina, Ticino".' }),
    string({ name: 'category', label: 'Category', hint: 'e.g. "Five-Star Boutique Hotel".' }),
    image({ name: 'logo', label: 'Logo', hint: 'The brand\'s wordmark, shown over the background photo.', format: 'logo', folder: 'brands' }),
    image({ name: 'background', label: 'Background photo', hint: 'A photograph of the brand\'s house, behind the logo on the brands page and in the profile hero. Leave empty to show the logo on the site\'s ink.', required: false }),
    text({ name: 'description', label: 'Description' }),
    list({
      name: 'stats',
      label: 'Key figures',
      hint: 'Exactly four figures shown under the hero.',
      summary: 'label',
      min: 4,
      max: 4,
      of: [
        string({ name: 'value', label: 'Value', hint: 'e.g. "42" or "1,340 m".' }),
        string({ name: 'label', label: 'Label', hint: 'e.g. "Suites".' }),
        select({ name: 'icon', label: 'Icon', options: options(STAT_ICONS) }),
      ],
    }),
    list({ name: 'features', label: 'Features', of: string({ name: 'feature', label: 'Feature' }), min: 1 }),
    list({ name: 'propertyHighlights', label: 'Property highlights', of: string({ name: 'highlight', label: 'Highlight' }), min: 1 }),
    string({ name: 'region', label: 'Region', default: 'Locarno District Ticino' }),
    string({ name: 'portfolio', label: 'Portfolio', default: 'Hospitality Brand' }),
    text({ name: 'vision', label: 'Vision', hint: 'Text of the vision box.' }),
    text({ name: 'concept', label: 'Concept' }),
    relation({ name: 'property', label: 'Property', hint: 'The portfolio property this brand operates, if any.', collection: 'properties', display: 'name', required: false }),
    ...seoFields,
  ],
} as const satisfies FolderCollection;
