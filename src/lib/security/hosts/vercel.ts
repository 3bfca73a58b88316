import { staticHeaders } from '../header-rules';

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
