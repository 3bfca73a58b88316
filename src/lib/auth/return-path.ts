/**
 * Where the login page sends a visitor after success: the `from` path if it is a page of this
 * site, else the fallback. Anything that could leave the site (`//host`, `/\host`, schemes,
 * control characters) falls back, and so does the login page itself.
 */
const BASE = 'https://site.invalid';
const LOGIN = /^(?:\/[a-z]{2})?\/investor-login\/?$/;

export function returnPath(from: string | null | undefined, fallback: string): string {
  if (!from || !from.startsWith('/') || from.startsWith('//')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\\\u0000-\u001f\u007f]/.test(from)) return fallback;
  let url: URL;
  try {
    url = new URL(from, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || LOGIN.test(url.pathname)) return fallback;
  return url.pathname + url.search + url.hash;
}
