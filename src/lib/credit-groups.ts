/** How the credits page orders credits.yml: each photograph with what is made from it, then the firm's own artwork. */
import type { Credit } from './credit-schema';

export interface PhotoCredit {
  photo: Credit;
  /** Crops, the video, the poster and the sharing image made from this photograph. */
  derived: Credit[];
}

export function creditGroups(credits: readonly Credit[]): { photographs: PhotoCredit[]; artwork: Credit[] } {
  const photographs = credits.filter((c) => c.kind === 'photo').map((photo) => ({ photo, derived: [] as Credit[] }));
  const byFile = new Map(photographs.map((p) => [p.photo.file, p]));
  const artwork: Credit[] = [];
  for (const credit of credits) {
    if (credit.kind === 'artwork') artwork.push(credit);
    else if (credit.kind !== 'photo') {
      const parent = credit.derivedFrom ? byFile.get(credit.derivedFrom) : undefined;
      if (!parent) throw new Error(`credits.yml: ${credit.file} is made from "${credit.derivedFrom}", which has no photograph entry.`);
      // One line for one use: the video's two formats share their title.
      if (!parent.derived.some((d) => d.title === credit.title)) parent.derived.push(credit);
    }
  }
  return { photographs, artwork };
}
