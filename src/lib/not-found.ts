/**
 * The not-found answer of each area of the site. A static host serves one 404 page for every
 * unknown address; that page reads this table to show the area's own message and link back
 * (SPEC §8), and sends unknown capability types to the investment page (SPEC §2).
 */
import type { UIKey } from '@/i18n';
import { routes } from './routes';

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

/** SPEC: "any other type falls back to investment". */
export const CAPABILITY_FALLBACK = { prefix: '/capabilities/', href: routes.capability('investment') } as const;
