/**
 * The not-found answer of each area of the site: the area's own message and link back,
 * and unknown capability types sent to the investment page. Each area has a page of
 * its own in every language ([...area]/404.astro), which the host answers a miss with by the
 * rules made here (`_redirects`, nginx); where a host serves one 404 page for every unknown
 * address, that page reads this table in the browser.
 */
import type { UIKey } from '@/i18n';
import { DEFAULT_LOCALE, LOCALES } from '@/i18n/languages';
import { localizePath, routes } from './routes';
import type { NginxRouting } from './security/hosts/nginx';

export interface NotFoundArea {
  /** Addresses starting with this path (language prefix removed) belong to the area. */
  prefix: string;
  title: UIKey;
  linkLabel: UIKey;
  href: string;
}

export const NOT_FOUND_AREAS: readonly NotFoundArea[] = [
  { prefix: '/property/', title: 'notFound.property', linkLabel: 'notFound.backToPortfolio', href: routes.portfolio },
  { prefix: '/projects/', title: 'notFound.project', linkLabel: 'notFound.returnToPortfolio', href: routes.portfolio },
  { prefix: '/portfolio/', title: 'notFound.municipality', linkLabel: 'notFound.backToPortfolio', href: routes.portfolio },
  { prefix: '/brands/', title: 'notFound.brand', linkLabel: 'notFound.backToBrands', href: routes.partners },
  { prefix: '/people/', title: 'notFound.person', linkLabel: 'notFound.backToPeople', href: routes.people },
  { prefix: '/news/company/', title: 'notFound.newsItem', linkLabel: 'notFound.backToCompanyNews', href: routes.companyNews },
  { prefix: '/news/press/', title: 'notFound.pressRelease', linkLabel: 'notFound.backToPress', href: routes.press },
  { prefix: '/news/reports/', title: 'notFound.report', linkLabel: 'notFound.backToReports', href: routes.reports },
];

/** An unknown capability type falls back to the investment page. */
export const CAPABILITY_FALLBACK = { prefix: '/capabilities/', href: routes.capability('investment') } as const;

/** The address of an area's own not-found page: /property/ → /property/404. */
export const notFoundPage = (area: Pick<NotFoundArea, 'prefix'>) => `${area.prefix}404`;

/** The not-found page that answers a miss under `prefix`. */
interface NotFoundRule {
  prefix: string;
  page: string;
}

/**
 * The not-found page of every area in every language, then that of each language; a miss
 * anywhere else gets /404. Most specific first, as hosts apply the first rule that matches.
 */
function notFoundRules(): NotFoundRule[] {
  const others = LOCALES.map((l) => l.code).filter((code) => code !== DEFAULT_LOCALE);
  return [
    ...NOT_FOUND_AREAS.flatMap((area) => [...others, DEFAULT_LOCALE].map((code) => ({ prefix: localizePath(area.prefix, code), page: localizePath(notFoundPage(area), code) }))),
    ...others.map((code) => ({ prefix: `/${code}/`, page: `/${code}/404` })),
  ];
}

/** `_redirects` (Netlify's and Cloudflare Pages' syntax), written by the build. */
export function redirectsFile(): string {
  const rules = notFoundRules();
  const width = Math.max(...rules.map((rule) => rule.prefix.length + 1));
  return [
    '# Written by the build from src/lib/not-found.ts. A miss under a language or an area gets the',
    '# not-found page of that language and area, with its own title and link back and no script,',
    '# and status 404; any other miss gets /404.html. The most specific rule comes first.',
    '# Netlify applies a rule only where no file answers. Cloudflare Pages ignores 404 rules and',
    '# serves the nearest 404.html up the folders, which are the same pages (de/property/404.html).',
    '# Unknown capability types are sent to the investment page by the 404 page, not by a rule here:',
    '# Cloudflare Pages would apply a /capabilities/* redirect to every capability page as well.',
    ...rules.map(({ prefix, page }) => `${`${prefix}*`.padEnd(width)}  ${page}  404`),
    '',
  ].join('\n');
}

/** The files that may answer an address: the page (/about → about.html), then a folder's index. */
const TRY_FILES = 'try_files $uri $uri.html $uri/index.html';

/** The same for nginx (README, "Deployment"), beside the headers of `nginxConfig`. */
export function nginxRouting(): NginxRouting {
  const capability = LOCALES.map((l) => localizePath(CAPABILITY_FALLBACK.prefix, l.code));
  return {
    server: [
      '# Redirects name the path alone (Location: /about), right behind a proxy or TLS terminator too.',
      'absolute_redirect off;',
      '',
      '# One address per page: /about/ and /about.html answer with a permanent redirect to /about.',
      'rewrite ^(.+)/$ $1 permanent;',
      'rewrite ^/index\\.html$ / permanent;',
      'rewrite ^(/.+)\\.html$ $1 permanent;',
      '',
      '# An unknown capability type falls back to the investment page, in its language.',
      'location @capability {',
      `  rewrite ^(/[a-z][a-z])?${CAPABILITY_FALLBACK.prefix} $1${CAPABILITY_FALLBACK.href} redirect;`,
      '}',
    ],
    pages: [
      '',
      '  # A miss gets the not-found page of its language and area.',
      '  error_page 404 /404;',
      ...notFoundRules().map(({ prefix, page }) => `  location ${prefix} { ${TRY_FILES} =404; error_page 404 ${page}; }`),
      ...capability.map((prefix) => `  location ${prefix} { ${TRY_FILES} @capability; }`),
    ],
  };
}
