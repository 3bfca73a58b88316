import { staticHeaders } from '../header-rules';

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
    '# Written from src/lib/security/hosts/nginx.ts and src/lib/not-found.ts; a unit test keeps it so.',
    '# Include it inside the server block whose root is the build: server { root /srv/verbano/dist; include /srv/verbano/site.nginx.conf; }',
  ];
  return `${[...header, '', nginxConfig(routing)].join('\n')}\n`;
}
