/**
 * Decap's own phrases in each language of the site, which the CMS registers (admin/cms.ts):
 * decap-cms-app registers none of Decap's 37 interface languages here
 * (patches/decap-cms-app+3.16.3.patch), so the ones left out are never bundled. A language added
 * to the site (src/i18n/languages.ts) is missing here until it is imported, and the types say so.
 */
import { de, en, fr, it } from 'decap-cms-locales';
import type { Locale } from '@/i18n/languages';

export const DECAP_LOCALES = { en, de, it, fr } satisfies Record<Locale, unknown>;
