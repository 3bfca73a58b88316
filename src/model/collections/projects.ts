import { image, list, number, object, options, relation, seoFields, select, slug, string, text, type Field, type FolderCollection } from '../fields';
import { routes } from '../routes';
import { amount, currency, investorsOnly, position, positioned } from './shared';

const PROJECT_STATUSES = ['Development', 'Operational & Development'] as const;

const textList = <const N extends string, const R extends boolean = true>(name: N, label: string, hint: string, required?: R) =>
  list({ name, label, hint, of: string({ name: 'item', label: 'Item' }), required: (required ?? true) as R });

/** A part of the page a project may leave out, folded in the form: its title and description, then `fields`. */
const optionalPart = <const N extends string, const Fs extends readonly Field[]>(name: N, label: string, hint: string, fields: Fs) =>
  object({ name, label, hint, required: false, collapsed: true, fields: [string({ name: 'title', label: 'Title' }), text({ name: 'description', label: 'Description' }), ...fields] });

export const projects = {
  type: 'folder',
  name: 'projects',
  label: 'Projects',
  labelSingular: 'Project',
  description: 'Development projects with their phases and final vision. Each one has a page at /projects/<web address> and appears on its municipality page.',
  folder: 'content/projects',
  page: routes.project,
  ...positioned,
  fields: [
    string({ name: 'name', label: 'Name' }),
    slug(),
    number({ name: 'order', label: 'Position', hint: 'Position in lists; 1 comes first.', integer: true, min: 1 }),
    string({ name: 'location', label: 'Location', hint: 'Place, region and country, e.g. "Brissago, Ticino, Switzerland". Municipality pages match on it.' }),
    ...position,
    string({ name: 'type', label: 'Type', hint: 'What it is, e.g. "5-Star Hotel & Marina".' }),
    string({ name: 'category', label: 'Category', hint: 'Short badge on project cards, e.g. "Hospitality".' }),
    select({ name: 'status', label: 'Status', options: options(PROJECT_STATUSES) }),
    text({ name: 'description', label: 'Description', hint: 'Opening paragraph of the overview.' }),
    textList('overview', 'Overview', 'Further sentences of the overview, one per item.'),
    textList('highlights', 'Key highlights', 'Shown as a list; leave empty to hide the section.', false),
    list({
      name: 'specifications',
      label: 'Specifications',
      hint: 'Label and value pairs such as "Rooms" / "73". Leave empty to hide the section.',
      summary: 'label',
      required: false,
      of: [string({ name: 'label', label: 'Label' }), string({ name: 'value', label: 'Value' })],
    }),
    image({ name: 'heroImage', label: 'Hero photo', hint: 'A photograph of the project or its site. Leave empty to open the page on its name alone.', required: false }),
    list({ name: 'gallery', label: 'Gallery', hint: 'Photographs of the project, shown as thumbnails that open full size. Leave empty to hide the gallery.', of: image({ name: 'photo', label: 'Photo' }), required: false }),
    list({
      name: 'features',
      label: 'Features & amenities',
      hint: 'Groups such as "Wellness" with their items.',
      summary: 'title',
      of: [string({ name: 'title', label: 'Group title' }), textList('items', 'Items', 'One amenity per item.')],
    }),
    currency,
    amount('assetValue', 'Asset value', 'Badge on the hero; leave empty to hide.', false),
    amount('postDevelopmentValue', 'Post-development value', 'Shown on cards and the completed vision.', false),
    optionalPart('developmentProject', 'Development project', 'Leave empty when the project has no development programme.', [
      amount('investment', 'Total investment', 'Leave empty and fill the text below when there is no figure.', false),
      string({ name: 'investmentLabel', label: 'Total investment (text)', hint: 'Shown instead of an amount, e.g. "Comprehensive Restoration".', required: false }),
      image({ name: 'image', label: 'Model image', hint: 'Architectural model or rendering. Leave empty until there is one.', required: false }),
      list({
        name: 'phases',
        label: 'Development timeline',
        hint: 'Phases in order; each lists its key deliverables.',
        summary: 'title',
        min: 1,
        of: [string({ name: 'title', label: 'Phase title' }), string({ name: 'period', label: 'Period', hint: 'e.g. "2025–2026".', required: false }), textList('items', 'Key deliverables', 'One deliverable per item.')],
      }),
      text({ name: 'strategicValue', label: 'Strategic value', hint: 'Text of the "Strategic Value" card.' }),
      text({ name: 'targetMarket', label: 'Target market', hint: 'Text of the "Target Market" card.' }),
    ]),
    optionalPart('finalVision', 'Completed vision', 'The finished project. Leave empty to hide the section.', [
      list({ name: 'images', label: 'Images', hint: 'Renderings of the finished project: the first is featured, more than one shows a gallery. Leave empty until there are some.', of: image({ name: 'photo', label: 'Photo' }), required: false }),
      text({ name: 'legacy', label: 'Legacy & heritage', hint: 'Text of the "Legacy & Heritage" card.' }),
      text({ name: 'marketPosition', label: 'Market position', hint: 'Text of the "Market Position" card.' }),
    ]),
    relation({
      name: 'municipalities',
      label: 'Municipalities',
      hint: 'Leave empty to place the project by its location automatically; pick municipalities to override that.',
      collection: 'municipalities',
      display: 'name',
      multiple: true,
      required: false,
    }),
    investorsOnly,
    ...seoFields,
  ],
} as const satisfies FolderCollection;
