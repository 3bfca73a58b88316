/** The portfolio as the maps read it (site-maps.ts), from the content collections, once per build and language. */
import type { Locale } from '@/i18n/languages';
import { ordered } from '@/lib/content/memo';
import { once } from '@/lib/content/once';
import type { Portfolio } from './site-maps';

export const portfolioOf = (lang: Locale): Promise<Portfolio> =>
  once(`maps/portfolio/${lang}`, async () => {
    const [properties, projects, municipalities] = await Promise.all([ordered('properties', lang), ordered('projects', lang), ordered('municipalities', lang)]);
    return {
      municipalities: municipalities.map((m) => ({ ...m.data, file: m.filePath ?? m.data.slug })),
      properties: properties.map((p) => p.data),
      projects: projects.map((p) => p.data),
    };
  });
