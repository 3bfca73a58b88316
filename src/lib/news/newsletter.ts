/**
 * Where the newsletter form sends a sign-up: the endpoint in the site settings when there is
 * one (a plain POST with the field "email"), else an e-mail to the firm composed by the
 * visitor's mail program, so the form never pretends to send.
 */
export interface NewsletterTarget {
  mode: 'endpoint' | 'mailto';
  action: string;
  method: 'post';
  enctype: 'application/x-www-form-urlencoded' | 'text/plain';
}

export function newsletterTarget({ endpoint, email, subject }: { endpoint?: string | undefined; email: string; subject: string }): NewsletterTarget {
  const url = endpoint?.trim();
  if (url) return { mode: 'endpoint', action: url, method: 'post', enctype: 'application/x-www-form-urlencoded' };
  return { mode: 'mailto', action: `mailto:${email}?subject=${encodeURIComponent(subject)}`, method: 'post', enctype: 'text/plain' };
}

export type EmailProblem = 'required' | 'invalid' | undefined;

/** The rule of `<input type="email" required>` (HTML's own pattern), for the inline message. */
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function emailProblem(value: string): EmailProblem {
  const email = value.trim();
  if (email === '') return 'required';
  return EMAIL.test(email) ? undefined : 'invalid';
}
