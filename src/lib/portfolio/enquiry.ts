/**
 * The enquiry about one property or project: a `mailto:` address that opens the visitor's own
 * e-mail program with the firm's investor-relations address, a subject naming the asset and its
 * page, and the first two lines of a message in the page's language. Nothing is sent by the site.
 */
import type { Translate } from '@/i18n';

interface Asset {
  name: string;
  /** The page's full address, as the subject gives it. */
  url: string;
}

/** RFC 6068: every reserved character percent-encoded, line breaks as CRLF. */
const mailtoPart = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));

export function enquiryHref(email: string, { name, url }: Asset, t: Translate): string {
  const subject = t('asset.enquirySubject', { name, url });
  const body = t('asset.enquiryBody', { name });
  return `mailto:${email}?subject=${mailtoPart(subject)}&body=${mailtoPart(body)}`;
}
