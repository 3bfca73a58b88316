import { image, list, number, seoFields, string, text, type FolderCollection } from '../fields';
import { routes } from '../routes';

export const people = {
  type: 'folder',
  name: 'people',
  label: 'People',
  labelSingular: 'Person',
  description: 'The leadership team. The page address is made from the full name, e.g. /people/anna-rossi.',
  folder: 'content/people',
  // The id is already the page name made from the full name.
  page: (id: string) => `${routes.people}/${id}`,
  format: 'yml',
  idFrom: 'name',
  summary: 'name',
  listNote: { field: 'portrait.src', whenEmpty: 'no portrait' },
  sortBy: 'order',
  fields: [
    string({ name: 'name', label: 'Full name', translate: false }),
    image({
      name: 'portrait',
      label: 'Portrait',
      hint: 'The picture of this person on the team page and on their own page. Without one, their initials stand in, and the list of people says "no portrait".',
      format: 'portrait',
      folder: 'people',
      required: false,
    }),
    string({ name: 'title', label: 'Title', hint: 'e.g. "Managing Director".' }),
    number({ name: 'order', label: 'Position', integer: true, min: 1 }),
    text({ name: 'bio', label: 'Biography', hint: 'A short paragraph; the first two sentences appear on the team card.' }),
    list({
      name: 'experience',
      label: 'Experience',
      summary: 'role',
      of: [
        string({ name: 'role', label: 'Role' }),
        string({ name: 'company', label: 'Company' }),
        string({ name: 'period', label: 'Period', hint: 'e.g. "2015 – present".' }),
        text({ name: 'description', label: 'Description' }),
      ],
    }),
    list({ name: 'expertise', label: 'Expertise', of: string({ name: 'area', label: 'Area' }) }),
    list({ name: 'education', label: 'Education & credentials', of: string({ name: 'item', label: 'Degree or credential' }) }),
    ...seoFields,
  ],
} as const satisfies FolderCollection;
