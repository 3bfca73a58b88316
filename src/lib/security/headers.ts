/**
 * The site's Content Security Policy and security headers, defined once.
 *
 * - Every page carries its policy in a meta tag, made by Astro's `security.csp` from
 *   `publicDirectives` (astro.config.mjs) plus `'self'` and the hashes of the build's inline
 *   scripts and styles for script-src and style-src. /admin adds `adminSources` (admin/page.astro).
 * - The build writes `dist/_headers` for Netlify and Cloudflare Pages from `headerRules`: the same
 *   policies with what a meta tag cannot express, and the other headers below.
 * - The README's nginx and Vercel examples are `nginxConfig()` and `vercelConfig()`; a unit test
 *   keeps them equal.
 *
 * Plain TypeScript without path aliases: the Astro config, the build and the tests all read it.
 */
import { createHash } from 'node:crypto';

/** A policy as directive name → sources, in the order they are written. */
export type Directives = Record<string, readonly string[]>;

/** The directives this site sets itself; Astro writes script-src and style-src. */
export type DirectiveName = 'default-src' | 'base-uri' | 'object-src' | 'form-action' | 'img-src' | 'media-src' | 'font-src' | 'connect-src' | 'frame-ancestors';
export type SiteDirectives = { readonly [name in DirectiveName]?: readonly string[] };

/** The hash by which a policy allows one inline script or style (quoted where a policy lists it). */
export const sourceHash = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}` as const;

const SELF = "'self'";
const NONE = "'none'";

/**
 * Where forms may send: the newsletter's sign-up, which is an e-mail composed by the visitor's
 * mail program unless the site settings name an endpoint (then that endpoint's origin).
 */
function formTargets(newsletterEndpoint?: string): string[] {
  const endpoint = newsletterEndpoint?.trim();
  return endpoint ? ['mailto:', new URL(endpoint).origin] : ['mailto:'];
}

/**
 * The public pages' policy but for script-src and style-src, which Astro writes: `'self'` and
 * the hashes of every inline script and style of the build, never 'unsafe-inline' or 'unsafe-eval'.
 */
export function publicDirectives({ newsletterEndpoint }: { newsletterEndpoint?: string | undefined } = {}): SiteDirectives {
  return {
    'default-src': [SELF],
    'base-uri': [SELF],
    'object-src': [NONE],
    'form-action': formTargets(newsletterEndpoint),
    // The site icon is written into each page as a data: address (no request before the first
    // paint); the policy sent as a header covers that link too, the meta tag after it does not.
    'img-src': [SELF, 'data:'],
    'media-src': [SELF],
    'font-src': [SELF],
    'connect-src': [SELF],
  };
}

/** What a meta tag cannot carry: added to the policies sent as headers. */
const HEADER_ONLY_DIRECTIVES: SiteDirectives = { 'frame-ancestors': [NONE] };

/** The backend settings of the CMS (admin/backend.ts) that decide where /admin connects. */
export interface CmsBackendSettings {
  backend: { name: string; proxy_url?: string; base_url?: string; api_root?: string; identity_url?: string; gateway_url?: string };
  localBackend?: { url?: string } | undefined;
}

/** The sources /admin needs beyond the public policy, added to it by admin/page.astro. */
export interface AdminSources {
  directives: SiteDirectives;
  script: readonly string[];
  style: readonly string[];
}

const GITHUB_API = 'https://api.github.com';
/** Decap's OAuth service when the github backend names none. */
const NETLIFY_API = 'https://api.netlify.com';

const origin = (url: string | undefined) => (url && /^https?:\/\//.test(url) ? new URL(url).origin : undefined);
const present = (values: (string | undefined)[]) => [...new Set(values.filter((value): value is string => Boolean(value)))];

/**
 * The CMS needs more than the public site: its backend's API (decap-server on 127.0.0.1 with the
 * local backend; GitHub's API and the OAuth service; or Netlify Identity and Git Gateway), blob:
 * addresses of uploaded media (shown as images and read back with fetch), data: images, the signed-in editor's GitHub avatar, inline
 * styles (Decap styles its interface from script, with style elements no hash can name), and
 * 'unsafe-eval' (Decap compiles its configuration schema into a validator function).
 */
export function adminSources({ backend, localBackend }: CmsBackendSettings): AdminSources {
  const github = backend.name === 'github';
  const connect = present([
    origin(localBackend?.url),
    backend.name === 'proxy' ? origin(backend.proxy_url) : undefined,
    github ? (origin(backend.api_root) ?? GITHUB_API) : undefined,
    github ? (origin(backend.base_url) ?? NETLIFY_API) : undefined,
    backend.name === 'git-gateway' ? origin(backend.identity_url) : undefined,
    backend.name === 'git-gateway' ? origin(backend.gateway_url) : undefined,
    // Decap reads uploaded and listed media back through fetch() of their blob: addresses.
    'blob:',
  ]);
  return {
    directives: {
      'img-src': present(['blob:', 'data:', github ? 'https://avatars.githubusercontent.com' : undefined]),
      'connect-src': connect,
    },
    script: ["'unsafe-eval'"],
    style: ["'unsafe-inline'"],
  };
}

/** `name a b; name c` → directives. */
export function parsePolicy(policy: string): Directives {
  const directives: Record<string, string[]> = {};
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (!name) continue;
    directives[name] = [...new Set([...(directives[name] ?? []), ...sources])];
  }
  return directives;
}

/** Directives as Astro takes them: one `name source …` string each. */
export const directiveList = (directives: SiteDirectives) =>
  (Object.entries(directives) as [DirectiveName, readonly string[]][]).map(([name, sources]): `${DirectiveName} ${string}` => `${name} ${sources.join(' ')}`);

const serializePolicy = (directives: Readonly<Record<string, readonly string[] | undefined>>) =>
  Object.entries(directives)
    .filter((entry): entry is [string, readonly string[]] => entry[1] !== undefined)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** One policy allowing what any of the given ones allows, directive by directive. */
export function mergePolicies(policies: readonly string[]): string {
  const merged: Record<string, string[]> = {};
  for (const policy of policies) {
    for (const [name, sources] of Object.entries(parsePolicy(policy))) merged[name] = [...new Set([...(merged[name] ?? []), ...sources])];
  }
  return serializePolicy(merged);
}

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

/** The `_headers` file of Netlify and Cloudflare Pages. */
export function headersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map(({ path, headers }) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'));
  return `# Written by the build from src/lib/security/headers.ts.\n${blocks.join('\n\n')}\n`;
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
function staticHeaders() {
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

const nginxLines = (headers: Readonly<Record<string, string>>, indent: string) =>
  Object.entries(headers).map(([name, value]) => `${indent}add_header ${name} "${value}" always;`);

/**
 * How nginx maps addresses to the build's files and answers a miss, beside the headers (it lives
 * with the not-found pages). `server` comes first, inside `server { … }`; `pages` goes inside
 * `location /`, after its headers, so that the locations nested there keep them.
 */
export interface NginxRouting {
  server: readonly string[];
  pages: readonly string[];
}

/** The nginx equivalent of `_headers` (add_header in a location replaces the server's, so each location lists all it needs). */
export function nginxConfig(routing: NginxRouting = { server: [], pages: [] }): string {
  const { all, pages, admin, assets } = staticHeaders();
  const location = (match: string, headers: Readonly<Record<string, string>>[], extra: string[] = [], after: readonly string[] = []) =>
    [`location ${match} {`, ...extra, ...headers.flatMap((h) => nginxLines(h, '  ')), ...after, '}'].join('\n');
  return [
    ...(routing.server.length > 0 ? [routing.server.join('\n')] : []),
    location('/', [all, pages], ['  try_files $uri $uri.html $uri/index.html =404;'], routing.pages),
    location('/_astro/', [all, assets]),
    location('= /admin', [all, admin], ['  try_files /admin.html =404;']),
    location('~ ^/(downloads|video)/', [all]),
  ].join('\n\n');
}

/**
 * `site.nginx.conf`, kept in the repository for hosts that run nginx: included inside their
 * `server { root …/dist; … }`, it answers as Netlify does with `_headers` and `_redirects`. The
 * browser tests serve the build with it.
 */
export function nginxSiteFile(routing: NginxRouting): string {
  const header = [
    '# Written from src/lib/security/headers.ts and src/lib/not-found.ts; a unit test keeps it so.',
    '# Include it inside the server block whose root is the build: server { root /srv/verbano/dist; include /srv/verbano/site.nginx.conf; }',
  ];
  return `${[...header, '', nginxConfig(routing)].join('\n')}\n`;
}

/** The Vercel equivalent of `_headers` (vercel.json). Later rules override earlier ones for the same header. */
export function vercelConfig(): string {
  const { all, pages, admin, assets } = staticHeaders();
  const rule = (source: string, headers: Readonly<Record<string, string>>) => ({
    source,
    headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
  });
  const config = {
    headers: [
      rule('/(.*)', all),
      rule('/((?!_astro/|admin$|downloads/|video/).*)', pages),
      rule('/_astro/(.*)', assets),
      rule('/admin', admin),
    ],
  };
  return JSON.stringify(config, null, 2);
}
