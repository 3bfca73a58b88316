import { describe, expect, it } from 'vitest';
import { contentRefusal, fileKind, pixelRefusal, UPLOAD_LIMITS, uploadUse } from '@/lib/uploads';

const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF');
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const SVG = bytes('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><path d="M0 0h4"/></svg>');

describe('fileKind', () => {
  it('reads what a file is from its first bytes', () => {
    expect(fileKind(JPEG)).toBe('jpeg');
    expect(fileKind(PNG)).toBe('png');
    expect(fileKind(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
    expect(fileKind(bytes([0, 0, 0, 0x1c], 'ftypavif'))).toBe('avif');
    expect(fileKind(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(fileKind(SVG)).toBe('svg');
  });

  it('knows no kind for text or random bytes, whatever the name', () => {
    expect(fileKind(bytes('Just some notes about the lake.\n'))).toBeUndefined();
    expect(fileKind(bytes([0x13, 0x37, 0x42, 0x99, 0x00, 0xfe]))).toBeUndefined();
  });
});

describe('uploadUse', () => {
  it('tells the use from the media folder', () => {
    expect(uploadUse('src/assets/media/lake.jpg')).toBe('photo');
    expect(uploadUse('/src/assets/media/people/anna.jpg')).toBe('portrait');
    expect(uploadUse('src/assets/media/brands/logo.svg')).toBe('logo');
    expect(uploadUse('public/downloads/report.pdf')).toBe('pdf');
    expect(uploadUse('content/news/a.en.md')).toBeUndefined();
  });
});

describe('contentRefusal', () => {
  it('accepts a file of a kind its use takes, within the size', () => {
    expect(contentRefusal('lake.jpg', JPEG, 'photo')).toBeUndefined();
    expect(contentRefusal('logo.svg', SVG, 'logo')).toBeUndefined();
    expect(contentRefusal('report.pdf', bytes('%PDF-1.4\n'), 'pdf')).toBeUndefined();
  });

  it('refuses a file over its size, naming the file and the limit', () => {
    const large = new Uint8Array(6.7 * 1024 * 1024);
    large.set(JPEG);
    expect(large.length).toBeGreaterThan(UPLOAD_LIMITS.photo.maxBytes);
    expect(contentRefusal('big.jpg', large, 'photo')).toBe('big.jpg is 6.7 MB; files of this kind may be at most 5 MB. Please make it smaller and upload it again.');
  });

  it('refuses text, random bytes and a false PDF by what they hold, not by their name', () => {
    expect(contentRefusal('notes.jpg', bytes('Just some notes.\n'), 'photo')).toBe(
      'notes.jpg is not a file of the kind needed here, whatever its name says: a photograph must be JPEG, PNG, WebP or AVIF.',
    );
    expect(contentRefusal('noise.jpg', bytes([0x13, 0x37, 0x42]), 'photo')).toContain('noise.jpg is not a file of the kind needed here');
    expect(contentRefusal('report.pdf', JPEG, 'pdf')).toBe('report.pdf is not a file of the kind needed here, whatever its name says: a download must be PDF.');
    expect(contentRefusal('logo.jpg', JPEG, 'logo')).toContain('a logo must be SVG or PNG.');
  });

  it('refuses a drawing that would run a script', () => {
    const svg = bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    expect(contentRefusal('logo.svg', svg, 'logo')).toBe('logo.svg contains a script or a link that runs code, which a picture on the site may not. Please export it again as a plain drawing.');
  });
});

describe('pixelRefusal', () => {
  it('asks more pixels of a photograph than of a portrait', () => {
    expect(pixelRefusal('p.jpg', 900, 900, 'portrait')).toBeUndefined();
    expect(pixelRefusal('p.jpg', 900, 900, 'photo')).toBe('p.jpg is 900 × 900 pixels; a photograph needs at least 1200 pixels on its longer side. Please upload a larger version.');
    expect(pixelRefusal('p.jpg', 1200, 700, 'portrait')).toBe('p.jpg is 1200 × 700 pixels; a portrait needs at least 800 × 800 pixels. Please upload a larger version.');
  });

  it('refuses a picture beyond the most pixels a side', () => {
    expect(pixelRefusal('huge.png', 12000, 3000, 'photo')).toBe('huge.png is 12000 × 3000 pixels; a picture may be at most 8000 pixels on either side. Please make it smaller and upload it again.');
  });
});
