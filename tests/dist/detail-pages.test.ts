/**
 * The pages of a property, a project and a brand, in every language, show the parts that
 * src/lib/portfolio/detail-pages.ts gives them, with its headings, figures and classes: the same
 * checks their CMS previews pass (tests/unit/previews.test.ts), so page and preview cannot drift.
 */
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { LOCALES, useTranslations, type Locale } from '@/i18n';
import { brandPage, projectPage, propertyPage } from '@/lib/portfolio/detail-pages';
import { routes } from '@/lib/routes';
import { brands } from '@/model/collections/brands';
import { projects } from '@/model/collections/projects';
import { properties } from '@/model/collections/properties';
import { DIST } from '../support/site';
import { expectBrandShown, expectProjectShown, expectPropertyShown, inLanguage, samples } from './support/detail-parts';
import { parsedFile } from '../support/html';

const built = (locale: Locale, path: string) => parsedFile(join(DIST, locale === 'en' ? '' : locale, `${path}.html`));
const words = (lang: Locale) => ({ t: useTranslations(lang), lang });

describe.each(LOCALES.map((l) => l.code))('%s', (locale) => {
  it('a property page', () => {
    const property = inLanguage('properties', properties.fields, samples.property(), locale);
    expectPropertyShown(built(locale, routes.property(property['slug'])), propertyPage(property, words(locale)));
  });

  it('a project page', () => {
    const project = inLanguage('projects', projects.fields, samples.project(), locale);
    expectProjectShown(built(locale, routes.project(project['slug'])), projectPage(project, words(locale)));
  });

  it('a brand page', () => {
    const brand = inLanguage('brands', brands.fields, samples.brand(), locale);
    expectBrandShown(built(locale, routes.brand(brand['slug'])), brandPage(brand, words(locale)));
  });
});
