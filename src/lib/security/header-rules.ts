/**
 * Which headers each kind of path is sent: the security headers of every response, the policy of
 * policy.ts as a header (with what a meta tag cannot say), the cache and the opener policy. The
 * build turns `headerRules` into `dist/_headers` (hosts/netlify.ts); hosts configured by hand get
 * `staticHeaders` (hosts/nginx.ts, hosts/vercel.ts), which need no build.
 */
import { HEADER_ONLY_DIRECTIVES, parsePolicy, publicDirectives, serializePolicy, type SiteDirectives } from './policy';

/** A page's policy as a header: the meta tag's, plus what only a header can say. */
const headerPolicy = (metaPolicy: string) => serializePolicy({ ...parsePolicy(metaPolicy), ...HEADER_ONLY_DIRECTIVES });

const DENIED_FEATURES = [
  'accelerometer',
  'bluetooth',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
];

/** Sent with every response. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
};

export const CACHE = {
  /** HTML: always checked with the server, so a publish shows at once. */
  html: 'public, max-age=0, must-revalidate',
  /** /_astro/*: file names carry a hash of their content, so a file never changes. */
  immutable: 'public, max-age=31536000, immutable',
};

const OPENER = {
  pages: 'same-origin',
  /** The CMS signs editors in through a popup that reports back to its opener. */
  admin: 'same-origin-allow-popups',
};

const ADMIN_ROBOTS = 'noindex, nofollow';
export const ADMIN_PATHS = ['/admin', '/admin/*'];
const ASSET_PATHS = ['/_astro/*'];

export interface HeaderRule {
  path: string;
  headers: Readonly<Record<string, string>>;
}

export interface BuiltPolicies {
  /** The policy of the public pages (their meta tags' policies merged). */
  pages: string;
  admin: string;
  /** Path patterns that cover every public page and no CMS page, e.g. `/`, `/news`, `/news/*`. */
  pagePaths: readonly string[];
}

/**
 * The headers of a build, as rules for static hosts. No two rules that can match the same path
 * set the same header: hosts join such values with a comma (Cloudflare) or keep one of them
 * (Netlify), and either would break a Content Security Policy or a Cache-Control.
 */
export function headerRules({ pages, admin, pagePaths }: BuiltPolicies): HeaderRule[] {
  const page = { 'Content-Security-Policy': headerPolicy(pages), 'Cross-Origin-Opener-Policy': OPENER.pages, 'Cache-Control': CACHE.html };
  const cms = {
    'Content-Security-Policy': headerPolicy(admin),
    'Cross-Origin-Opener-Policy': OPENER.admin,
    'Cache-Control': CACHE.html,
    'X-Robots-Tag': ADMIN_ROBOTS,
  };
  return [
    { path: '/*', headers: SECURITY_HEADERS },
    ...ASSET_PATHS.map((path) => ({ path, headers: { 'Cache-Control': CACHE.immutable } })),
    ...pagePaths.map((path) => ({ path, headers: page })),
    ...ADMIN_PATHS.map((path) => ({ path, headers: cms })),
  ];
}

/**
 * The policy a host outside the build can send: every directive that is the same in every build,
 * and frame-ancestors. script-src and style-src (with this build's hashes) and default-src stay
 * with each page's meta tag; the browser enforces both policies.
 */
function staticHeaderPolicy(directives: SiteDirectives): string {
  const kept = Object.entries(directives).filter(([name]) => name !== 'default-src');
  return serializePolicy({ ...Object.fromEntries(kept), ...HEADER_ONLY_DIRECTIVES });
}

/** The headers for hosts configured by hand, by kind of path. */
export function staticHeaders() {
  return {
    all: SECURITY_HEADERS,
    pages: { 'Content-Security-Policy': staticHeaderPolicy(publicDirectives()), 'Cross-Origin-Opener-Policy': OPENER.pages, 'Cache-Control': CACHE.html },
    admin: {
      'Content-Security-Policy': serializePolicy(HEADER_ONLY_DIRECTIVES),
      'Cross-Origin-Opener-Policy': OPENER.admin,
      'Cache-Control': CACHE.html,
      'X-Robots-Tag': ADMIN_ROBOTS,
    },
    assets: { 'Cache-Control': CACHE.immutable },
  };
}
