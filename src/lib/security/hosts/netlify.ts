import type { HeaderRule } from '../header-rules';

/** The `_headers` file of Netlify and Cloudflare Pages. */
export function headersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map(({ path, headers }) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'));
  return `# Written by the build from src/lib/security/header-rules.ts.\n${blocks.join('\n\n')}\n`;
}
