/**
 * The site's Content Security Policy, defined once: what the public pages and /admin may load,
 * and the policy's text form (parsed, merged and written back).
 *
 * - Every page carries its policy in a meta tag, made by Astro's `security.csp` from
 *   `publicDirectives` (astro.config.mjs) plus `'self'` and the hashes of the build's inline
 *   scripts and styles for script-src and style-src. /admin adds `adminSources` (admin/page.astro).
 * - Which headers each kind of path is sent, this policy among them, is header-rules.ts; how each
 *   host is told so is hosts/.
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
export const HEADER_ONLY_DIRECTIVES: SiteDirectives = { 'frame-ancestors': [NONE] };

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

export const serializePolicy = (directives: Readonly<Record<string, readonly string[] | undefined>>) =>
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
