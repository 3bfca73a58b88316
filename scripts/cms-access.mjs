/**
 * Who the CMS's local backend answers. A server on 127.0.0.1 is out of other machines' reach, but
 * not out of the reach of web pages: any page the editor opens (another dev server, a tool's web
 * interface, a site on the internet) can send requests to it, and a site whose name it points at
 * this machine (DNS rebinding) even counts as the backend's own origin. So a request is answered
 * only when all three hold, and refused with 403 before any action runs otherwise:
 *
 *   Host    the backend's own address, 127.0.0.1:<port> or localhost:<port>, and no other name;
 *   Origin  exactly the development site that `npm run dev` serves (its /admin is the CMS);
 *   token   the key `npm run dev` made for this run, which only the development site's /admin
 *           carries (admin/backend.ts), compared in constant time.
 *
 * Leaving out a CORS header would only stop a browser from reading the answer, after the action
 * had run; these refusals come first.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** The query parameter the CMS sends the key in (the proxy backend posts to a fixed address). */
export const TOKEN_PARAMETER = 'token';

/** Who may talk to the backend on `port`: the development site on `sitePort`, with `token`. */
export function allowedAccess({ port, sitePort, token }) {
  const names = ['127.0.0.1', 'localhost'];
  return {
    hosts: names.map((name) => `${name}:${port}`),
    origins: names.map((name) => `http://${name}:${sitePort}`),
    token,
  };
}

const digest = (value) => createHash('sha256').update(String(value)).digest();

/** Whether `given` is the key, in time that does not depend on where they differ. */
export function sameToken(given, token) {
  if (typeof given !== 'string' || given === '' || !token) return false;
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Why a request may not reach the backend, as `{ reason, message }`, or undefined where it may.
 * `reason` (host, origin, token) groups refusals for the terminal; `message` is the answer.
 */
export function accessRefusal({ host, origin, token }, allowed) {
  if (!allowed.hosts.includes(String(host ?? '').toLowerCase())) {
    return { reason: 'host', message: `Refused: this is the CMS's local backend at ${allowed.hosts[0]}, and the request was addressed to ${host ?? 'no host'}. It answers no other name.` };
  }
  if (!allowed.origins.includes(origin)) {
    return { reason: 'origin', message: `Refused: the CMS's local backend answers only the CMS of the development site (${allowed.origins[0]}/admin); this request came from ${origin ?? 'no web page'}.` };
  }
  if (!sameToken(token, allowed.token)) {
    return {
      reason: 'token',
      message: 'Refused: this request does not carry the key of this run of npm run dev. If /admin was open when npm run dev was restarted, reload the page.',
    };
  }
  return undefined;
}

/**
 * Express middleware that refuses what `accessRefusal` refuses, for every method and path, and
 * takes the key out of the request's address so nothing after it (decap-server's request log
 * included) sees it. `onRefusal(refusal, origin)` hears of each refusal.
 *
 * @param {ReturnType<typeof allowedAccess>} allowed
 * @param {(refusal: { reason: string, message: string }, origin: string | undefined) => void} [onRefusal]
 */
export function accessGate(allowed, onRefusal = () => {}) {
  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://backend');
    const refusal = accessRefusal({ host: req.headers.host, origin: req.headers.origin, token: url.searchParams.get(TOKEN_PARAMETER) }, allowed);
    url.searchParams.delete(TOKEN_PARAMETER);
    req.url = `${url.pathname}${url.search}`;
    req.originalUrl = req.url;
    if (refusal) {
      onRefusal(refusal, req.headers.origin);
      res.status(403).json({ error: refusal.message });
      return;
    }
    next();
  };
}
