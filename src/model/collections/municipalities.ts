import { image, number, seoFields, slug, string, text, type FolderCollection } from '../fields';
import { routes } from '../routes';
import { positioned } from './shared';

export const municipalities = {
  type: 'folder',
  name: 'municipalities',
  label: 'Municipalities',
  labelSingular: 'Municipality',
  description: 'Places of the Locarno district. Each one lists the properties and projects located there at /portfolio/<web address>.',
  folder: 'content/municipalities',
  page: routes.municipality,
  ...positioned,
  fields: [
    string({ name: 'name', label: 'Name', hint: 'As written on maps, e.g. "Ronco sopra Ascona". The page lists the properties that name this municipality and the projects located in it.', translate: false }),
    slug(),
    number({
      name: 'bfs',
      label: 'BFS number',
      hint: "The municipality's official number (Federal Statistical Office), e.g. 5091 for Ascona; it finds the outline on the maps. A place within a municipality takes that municipality's number.",
      integer: true,
      min: 1,
      max: 9999,
    }),
    number({ name: 'order', label: 'Position', integer: true, min: 1 }),
    text({ name: 'description', label: 'Description', hint: 'Paragraph under the heading.' }),
    image({ name: 'image', label: 'Photo', required: false }),
    ...seoFields,
  ],
} as const satisfies FolderCollection;
