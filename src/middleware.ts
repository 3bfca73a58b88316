/**
 * The page context, computed once per request and read by pages and components from
 * `Astro.locals`: the language, its UI strings, the site settings and menu in that language, and
 * `fallbackLang`, which says of a content text whether it is English standing in for a missing
 * translation (components put its answer in the `lang` of the element holding the text).
 */
import { defineMiddleware } from 'astro:middleware';
import { useTranslations } from '@/i18n';
import { DEFAULT_LOCALE, isLocale } from '@/i18n/languages';
import { fallbacks, single } from '@/lib/content/memo';

export const onRequest = defineMiddleware(async (context, next) => {
  // Astro's i18n (astro.config.mjs) reads the language from the address: none for /admin and
  // the files outside the languages, which are English.
  const lang = isLocale(context.currentLocale) ? context.currentLocale : DEFAULT_LOCALE;
  const [site, menu, english] = await Promise.all([single('site', lang), single('menu', lang), fallbacks(lang)]);
  const fallbackLang = (text: string | undefined) => (text && english.has(text) ? ('en' as const) : undefined);
  Object.assign(context.locals, { lang, t: useTranslations(lang), site, menu, fallbackLang, siteUrl: context.site ?? new URL(context.url.origin) });
  return next();
});
