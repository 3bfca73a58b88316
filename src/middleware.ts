/**
 * The page context, computed once per request and read by pages and components from
 * `Astro.locals`: the language, its UI strings, and the site settings and menu in that language.
 * On pages in another language than English, English texts standing in for missing
 * translations leave marked as English (src/i18n/fallback.ts).
 */
import { defineMiddleware } from 'astro:middleware';
import { DEFAULT_LOCALE, useTranslations } from '@/i18n';
import { markFallbacksInHtml } from '@/i18n/fallback';
import { single } from '@/lib/content/memo';
import { splitLocale } from '@/lib/routes';

export const onRequest = defineMiddleware(async (context, next) => {
  const { locale: lang } = splitLocale(context.url.pathname);
  const [site, menu] = await Promise.all([single('site', lang), single('menu', lang)]);
  Object.assign(context.locals, { lang, t: useTranslations(lang), site, menu, siteUrl: context.site ?? new URL(context.url.origin) });
  const response = await next();
  if (lang === DEFAULT_LOCALE) return response;
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  return new Response(markFallbacksInHtml(await response.text()), response);
});
