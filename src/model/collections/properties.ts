import { image, list, number, object, options, relation, seoFields, select, slug, string, text, type FolderCollection } from '../fields';
import { routes } from '../routes';
import { amount, currency, investorsOnly, position, positioned } from './shared';

const PROPERTY_CATEGORIES = [
  'Boutique Hotel',
  'Mixed-Use Development',
  'Private Members Club',
  'Four-Star Resort',
  'Five-Star Boutique Hotel',
  'Residential & Hospitality',
  'Three-Star Garni Hotel',
  'Alpine Village',
  'Alpine Eco-Lodging',
] as const;

export const properties = {
  type: 'folder',
  name: 'properties',
  label: 'Properties',
  labelSingular: 'Property',
  description: 'The nine properties of the portfolio overview. Each one has its own page at /property/<web address>.',
  folder: 'content/properties',
  page: routes.property,
  ...positioned,
  fields: [
    string({ name: 'name', label: 'Name', hint: 'As the property is known, e.g. "Hotel Orselina".' }),
    slug(),
    number({ name: 'order', label: 'Position', hint: 'Position in the portfolio grid; 1 comes first.', integer: true, min: 1 }),
    string({ name: 'parcelNumber', label: 'Parcel number', hint: 'Land-register parcel, shown as "Parcel No. …". Leave empty to hide.', required: false, translate: false }),
    string({ name: 'location', label: 'Location', hint: 'Place first, then region, separated by a comma, e.g. "Orselina, Ticino".' }),
    relation({ name: 'municipality', label: 'Municipality', hint: 'The municipality the property lies in; its page at /portfolio/<municipality> lists the property.', collection: 'municipalities', display: 'name' }),
    ...position,
    select({ name: 'category', label: 'Category', hint: 'Shown as the badge on the card.', options: options(PROPERTY_CATEGORIES) }),
    text({ name: 'summary', label: 'Card text', hint: 'Two lines on the portfolio card (about 140 characters).' }),
    text({ name: 'description', label: 'Property overview', hint: 'The overview paragraph on the property page.' }),
    list({ name: 'features', label: 'Key features', hint: 'Short phrases such as "Private lake access", one per box; add more with the button.', of: string({ name: 'feature', label: 'Feature' }), min: 1 }),
    number({ name: 'landArea', label: 'Land area (m²)', hint: 'Square metres of land.', min: 0, integer: true }),
    number({ name: 'builtArea', label: 'Built area (m²)', hint: 'Square metres of floor area. Leave empty when not yet defined.', min: 0, integer: true, required: false }),
    currency,
    amount('marketValue', 'Market value', 'Current market value.'),
    amount('mortgage', 'Mortgage', 'Outstanding mortgage; 0 when unencumbered.'),
    amount('developmentCost', 'Development cost', 'Planned development budget.'),
    amount('postDevelopmentValue', 'Post-development value', 'Expected value after development; highlighted in green.'),
    image({ name: 'image', label: 'Photo', hint: 'A landscape photograph of the property, used on the card and as the page hero. Leave empty to open the page on its name alone.', required: false }),
    list({ name: 'gallery', label: 'Gallery', hint: 'Photographs of the property, shown as thumbnails that open full size. Leave empty to hide the gallery.', of: image({ name: 'photo', label: 'Photo' }), required: false }),
    object({
      name: 'locationAdvantages',
      label: 'Location advantages',
      fields: [
        text({ name: 'accessibility', label: 'Accessibility', hint: 'How guests and residents reach the property.' }),
        text({ name: 'amenities', label: 'Amenities', hint: 'What is nearby.' }),
        text({ name: 'environment', label: 'Environment', hint: 'Landscape, climate, views.' }),
      ],
    }),
    investorsOnly,
    ...seoFields,
  ],
} as const satisfies FolderCollection;
