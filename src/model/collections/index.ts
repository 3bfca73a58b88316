import type { Collection } from '../fields';
import { brands } from './brands';
import { articles, legal, news, press, reports } from './news';
import { capabilities, pages, settings } from './pages';
import { people } from './people';
import { projects } from './projects';
import { properties } from './properties';
import { municipalities } from './municipalities';

/** Every collection, in the order the CMS lists them. */
export const collections: readonly Collection[] = [
  pages,
  capabilities,
  properties,
  projects,
  municipalities,
  brands,
  people,
  news,
  press,
  reports,
  articles,
  legal,
  settings,
];
