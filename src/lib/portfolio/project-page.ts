/**
 * Head data of a project page, shared by its two addresses (/projects/x is canonical,
 * /portfolio/x serves the same page).
 */
import type { CollectionEntry } from 'astro:content';
import { single } from '@/lib/content/memo';
import { localizePath, routes } from '@/lib/routes';
import { breadcrumbs, projectPlace } from './structured-data';
import { placePhotos } from './place-photos';

export async function projectHead(project: CollectionEntry<'projects'>['data'], { lang: locale, t, siteUrl: site }: App.Locals) {
  const portfolio = await single('portfolio', locale);
  const canonicalPath = localizePath(routes.project(project.slug), locale);
  const url = (path: string) => new URL(path, site).href;
  const photos = await placePhotos([project.heroImage, ...project.gallery]);
  return {
    title: project.seoTitle ?? project.name,
    description: project.investorsOnly
      ? t('project.protectedDescription', { name: project.name, type: project.type, location: project.location })
      : (project.seoDescription ?? project.description),
    canonicalPath,
    jsonLd: [
      projectPlace(project, url(canonicalPath), photos.map((photo) => url(photo.src)), t),
      breadcrumbs([
        { name: portfolio.title, url: url(localizePath(routes.portfolio, locale)) },
        { name: project.name, url: url(canonicalPath) },
      ]),
    ],
  };
}
