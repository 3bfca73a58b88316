/**
 * The address builders: the address of every page, English-first (src/lib/routes.ts adds the
 * language prefix). Part of the model, as the collections name their entries' pages by it (their
 * `page`); the route table (src/lib/route-table.ts) lists every page of the site from these.
 * Nothing here reads content, so the CMS uses it in the browser.
 */
import { personSlug } from './slug';

export const routes = {
  home: '/',
  portfolio: '/portfolio',
  /** The portfolio's map view, with the same filter as its list. */
  portfolioMap: '/portfolio/map',
  property: (slug: string) => `/property/${slug}`,
  project: (slug: string) => `/projects/${slug}`,
  municipality: (slug: string) => `/portfolio/${slug}`,
  partners: '/partners',
  brand: (slug: string) => `/brands/${slug}`,
  people: '/people',
  team: '/team',
  person: (name: string) => `/people/${personSlug(name)}`,
  capability: (type: string) => `/capabilities/${type}`,
  news: '/news',
  article: (slug: string) => `/news/${slug}`,
  companyNews: '/news/company',
  newsItem: (slug: string) => `/news/company/${slug}`,
  press: '/news/press',
  pressRelease: (slug: string) => `/news/press/${slug}`,
  reports: '/news/reports',
  report: (slug: string) => `/news/reports/${slug}`,
  legal: (slug: string) => `/${slug}`,
  contact: '/contact',
  strategicPartnership: '/strategic-partnership',
  regionalFocus: '/regional-focus',
  companyProfile: '/company-profile',
  esg: '/esg',
  sustainableInvesting: '/sustainable-investing',
  careers: '/careers',
  investorLogin: '/investor-login',
  credits: '/credits',
  /** The factsheet of a property or project in one language, which the build makes (src/lib/portfolio/factsheets.ts). */
  factsheet: (slug: string, lang: string) => `/downloads/factsheets/${slug}.${lang}.pdf`,
  /** The PDF of a report or press release in one language, which the build makes (src/lib/news/publications.ts). */
  publicationPdf: (collection: 'reports' | 'press', slug: string, lang: string) => `/downloads/${collection}/${slug}.${lang}.pdf`,
  /** The whole region drawn once, which the CMS preview of a locator map zooms into. */
  regionMap: '/maps/lake-maggiore.svg',
  /** The map that leads the card of a property, a project or a municipality without a photograph. */
  cardMap: (kind: 'property' | 'project' | 'municipality', slug: string) => `/maps/cards/${kind}/${slug}.svg`,
  /** The menu's links, which the top bar reads when it hydrates. */
  menuData: '/menu.json',
} as const;

/**
 * The pages made once in every language rather than from entries of a collection: the templates
 * under src/pages/[...lang] without a parameter (the feeds and the menu's data are files). A new
 * template of that kind is listed here, or the route table, the sitemap and the reference checks
 * do not know it (tests/dist/route-table.test.ts compares the list with the build).
 */
export const FIXED_PAGES: readonly string[] = [
  routes.home,
  routes.portfolio,
  routes.portfolioMap,
  routes.partners,
  routes.people,
  routes.team,
  routes.news,
  routes.companyNews,
  routes.press,
  routes.reports,
  routes.contact,
  routes.strategicPartnership,
  routes.regionalFocus,
  routes.companyProfile,
  routes.esg,
  routes.sustainableInvesting,
  routes.careers,
  routes.investorLogin,
  routes.credits,
];
