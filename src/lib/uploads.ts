/**
 * What the media library accepts, by what a file holds rather than what it is called: a picture
 * by its first bytes (and, where it is stored, by being decoded: scripts/cms-backend.mjs), a PDF
 * by its `%PDF-` header; each within the size and pixel limits of its use. Every refusal names
 * the file and the limit, in the words of `UPLOAD_REFUSALS`, the one place they are written.
 */

/** What a file is, read from its first bytes. */
export type FileKind = 'jpeg' | 'png' | 'webp' | 'avif' | 'svg' | 'pdf';

/** What an upload is for, which sets what it may be and how large. */
export type UploadUse = 'photo' | 'portrait' | 'logo' | 'pdf';

export interface UploadLimits {
  kinds: readonly FileKind[];
  maxBytes: number;
  /** Pixels of a raster picture: the least on its longer side, the least width and height, the most on either side. */
  minLongSide?: number;
  minSide?: number;
  maxSide?: number;
}

const MB = 1024 * 1024;
const PHOTOS = ['jpeg', 'png', 'webp', 'avif'] as const;

/**
 * A photograph (heros, galleries, sharing images) needs more pixels than a portrait; a logo is
 * drawn (SVG) or a PNG. 8000 pixels a side is far beyond any screen, and keeps a picture that
 * would take the build minutes to encode out of the library.
 */
export const UPLOAD_LIMITS: Record<UploadUse, UploadLimits> = {
  photo: { kinds: PHOTOS, maxBytes: 5 * MB, minLongSide: 1200, maxSide: 8000 },
  portrait: { kinds: [...PHOTOS, 'svg'], maxBytes: 5 * MB, minSide: 800, maxSide: 8000 },
  logo: { kinds: ['svg', 'png'], maxBytes: 1 * MB, minLongSide: 400, maxSide: 8000 },
  pdf: { kinds: ['pdf'], maxBytes: 20 * MB },
};

/** The use of a file by where the CMS stores it (its media folders, admin/config.ts). */
export function uploadUse(path: string): UploadUse | undefined {
  const clean = path.replace(/^\/+/, '');
  if (clean.startsWith('public/downloads/')) return 'pdf';
  if (clean.startsWith('src/assets/media/people/')) return 'portrait';
  if (clean.startsWith('src/assets/media/brands/')) return 'logo';
  if (clean.startsWith('src/assets/media/')) return 'photo';
  return undefined;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** An SVG: XML text whose first element is <svg>, after an optional declaration, comments and doctype. */
function isSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder().decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '');
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(head);
}

export function fileKind(bytes: Uint8Array): FileKind | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('ftyp'), 4) && (startsWith(bytes, ascii('avif'), 8) || startsWith(bytes, ascii('avis'), 8))) return 'avif';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (isSvg(bytes)) return 'svg';
  return undefined;
}

/** What an SVG may not hold: it is served from the site, where a script in it would run. */
const ACTIVE_SVG = /<script|<foreignObject|\son[a-z]+\s*=|javascript:|<iframe|<embed|<object/i;

const KIND_NAMES: Record<FileKind, string> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP', avif: 'AVIF', svg: 'SVG', pdf: 'PDF' };
const USE_NAMES: Record<UploadUse, string> = { photo: 'a photograph', portrait: 'a portrait', logo: 'a logo', pdf: 'a download' };

/** A size in megabytes as the messages write it, with one decimal at most: 11.9, 5. */
export const megabytes = (bytes: number) => Number((bytes / MB).toFixed(1));

/** The kinds a use takes, as a sentence names them: "JPEG, PNG, WebP or AVIF". */
export const kindList = (use: UploadUse) => {
  const names = UPLOAD_LIMITS[use].kinds.map((kind) => KIND_NAMES[kind]);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} or ${names.at(-1)!}`;
};

/**
 * Every refusal of an upload, in the editor's words. They are English sentences that the CMS's
 * dictionaries (src/i18n/<language>/cms.json) hold as templates, the file's name and the figures
 * as `{placeholders}`: the local backend sends them in English, and the CMS shows them in the
 * editor's language with their values kept (admin/language.ts).
 */
export const UPLOAD_REFUSALS = {
  tooLarge: (file: string, bytes: number, limit: number) => `${file} is ${megabytes(bytes)} MB; files of this kind may be at most ${megabytes(limit)} MB. Please make it smaller and upload it again.`,
  wrongKind: (file: string, use: UploadUse) => `${file} is not a file of the kind needed here, whatever its name says: ${USE_NAMES[use]} must be ${kindList(use)}.`,
  undecodable: (file: string) => `${file} cannot be read as a picture: it is damaged or incomplete. Please export it again and upload the new file.`,
  activeSvg: (file: string) => `${file} contains a script or a link that runs code, which a picture on the site may not. Please export it again as a plain drawing.`,
  tooSmall: (file: string, width: number, height: number, use: UploadUse) => {
    const { minLongSide, minSide } = UPLOAD_LIMITS[use];
    const wanted = minSide ? `at least ${minSide} × ${minSide} pixels` : `at least ${minLongSide ?? 0} pixels on its longer side`;
    return `${file} is ${width} × ${height} pixels; ${USE_NAMES[use]} needs ${wanted}. Please upload a larger version.`;
  },
  tooBig: (file: string, width: number, height: number, limit: number) => `${file} is ${width} × ${height} pixels; a picture may be at most ${limit} pixels on either side. Please make it smaller and upload it again.`,
} as const;

/** The refusal of a file by its bytes alone (kind, size, scripts in a drawing), if any. */
export function contentRefusal(name: string, bytes: Uint8Array, use: UploadUse): string | undefined {
  const limits = UPLOAD_LIMITS[use];
  if (bytes.length > limits.maxBytes) return UPLOAD_REFUSALS.tooLarge(name, bytes.length, limits.maxBytes);
  const kind = fileKind(bytes);
  if (!kind || !limits.kinds.includes(kind)) return UPLOAD_REFUSALS.wrongKind(name, use);
  if (kind === 'svg' && ACTIVE_SVG.test(new TextDecoder().decode(bytes))) return UPLOAD_REFUSALS.activeSvg(name);
  return undefined;
}

/** The refusal of a raster picture by its pixels, once decoded, if any. Drawings (SVG) scale and are not held to it. */
export function pixelRefusal(name: string, width: number, height: number, use: UploadUse): string | undefined {
  const { minLongSide, minSide, maxSide } = UPLOAD_LIMITS[use];
  if ((minLongSide && Math.max(width, height) < minLongSide) || (minSide && Math.min(width, height) < minSide)) return UPLOAD_REFUSALS.tooSmall(name, width, height, use);
  if (maxSide && Math.max(width, height) > maxSide) return UPLOAD_REFUSALS.tooBig(name, width, height, maxSide);
  return undefined;
}
