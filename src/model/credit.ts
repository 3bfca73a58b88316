/**
 * A picture's credit: who made it and under which licence the site shows it. It is stored with the
 * picture, `{ src, alt, credit: { author, licence } }`, since the CMS saves one entry's files at a
 * time and could not also write src/assets/credits.yml. It is optional: the pictures of the media
 * library are credited in credits.yml. The CMS fills it in with the firm's own credit when an
 * editor uploads a picture (admin/upload-credit.ts); src/lib/content/picture-credits.ts reads it
 * for the credits page and the credit checks.
 */
import { object, options, select, string } from './fields';

/** The licence of the firm's own photographs and artwork, which links to no licence text. */
export const ALL_RIGHTS_RESERVED = 'All rights reserved';

/**
 * The licences an editor may credit a picture under, each with the address of its text, so the
 * credits page links it without anyone typing one. A picture under any other licence is credited
 * in credits.yml.
 */
export const LICENCES = [
  { name: ALL_RIGHTS_RESERVED },
  { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
  { name: 'CC BY-SA 4.0', url: 'https://creativecommons.org/licenses/by-sa/4.0/' },
  { name: 'CC0 1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' },
] as const satisfies readonly { name: string; url?: string }[];

/** The address of a licence's text; none for "All rights reserved". */
export function licenceUrl(name: string): string | undefined {
  const licence: { name: string; url?: string } | undefined = LICENCES.find((l) => l.name === name);
  return licence?.url;
}

/** The credit field every picture field holds beside its file and description. */
export const PICTURE_CREDIT = object({
  name: 'credit',
  label: 'Credit',
  hint: 'Who made the picture and under which licence the site shows it, for the credits page. An upload starts as the firm’s own photograph: change it for anyone else’s.',
  required: false,
  fields: [
    string({ name: 'author', label: 'Author', hint: 'The photographer, or the firm for its own photographs.', translate: false }),
    select({ name: 'licence', label: 'Licence', hint: 'The terms under which the site shows the picture; the credits page links to their text.', options: options(LICENCES.map((l) => l.name)) }),
  ],
});

export interface PictureCredit {
  author: string;
  licence: string;
}

/** The credit the CMS gives a picture an editor uploads: the firm's own photograph. */
export const ownCredit = (firmName: string): PictureCredit => ({ author: firmName, licence: ALL_RIGHTS_RESERVED });
