/**
 * The queries that many pages of a build ask alike (the site settings and menu every page reads;
 * every capability, for the links between capability pages; the properties and projects a
 * municipality page picks from; the page whose title a breadcrumb or a sharing picture borrows),
 * answered once per collection and language and shared by every page that asks. Pages read the
 * answers and never change them.
 */
import type { DataEntryMap } from 'astro:content';
import type { Locale } from '@/i18n/languages';
import { once } from './once';
import { getFallbacks, getOrdered, getSingle, type Ordered, type SingleName } from './queries';


/** getOrdered(), asked once per build. */
export const ordered = <K extends Ordered>(name: K, lang: Locale) => once(`ordered/${name}/${lang}`, () => getOrdered(name, lang));

/** getSingle(), asked once per build. */
export const single = <K extends SingleName & keyof DataEntryMap>(name: K, lang: Locale) => once(`single/${name}/${lang}`, () => getSingle(name, lang));

/** getFallbacks(), asked once per build. */
export const fallbacks = (lang: Locale) => once(`fallbacks/${lang}`, () => getFallbacks(lang));
