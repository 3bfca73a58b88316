/**
 * The PDF reader behind every download's "PDF · 2 pages · 6.8 kB": page counts and sizes of PDFs
 * as the build draws them and as pdf-lib writes them (checked against pdf-lib's own count), of ordinary PDFs written
 * without object streams or with a page tree of several levels, and a clear error naming the file
 * for what is not a readable PDF. Then how a download states those facts in each language.
 */
import { Document, Page, renderToBuffer, Text } from '@react-pdf/renderer';
import { PDFDocument } from 'pdf-lib';
import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTranslations, type Locale } from '@/i18n';
import { formatNumber } from '@/lib/format';
import { downloadFacts, fileSize } from '@/lib/news/downloads';
import { pdfFacts, readPdf } from '@/lib/news/pdf';

/** A PDF of `pages` pages as the build draws one (src/lib/pdf/render.ts). */
const drawn = async (pages: number) =>
  new Uint8Array(await renderToBuffer(createElement(Document, null, ...Array.from({ length: pages }, (_, i) => createElement(Page, { key: i, size: 'A4' }, createElement(Text, null, `Page ${i + 1}`))))));

/** A PDF of `pages` pages as pdf-lib writes one: its objects packed in compressed object streams. */
async function written(pages: number) {
  const document = await PDFDocument.create();
  for (let n = 0; n < pages; n++) document.addPage();
  return document.save();
}
const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** A PDF written by hand, the classic way: plain objects and a cross-reference table. */
function handWritten(objects: string[]): Buffer {
  let text = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = text.length;
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return latin1(text);
}

describe('the PDF reader', () => {
  let sample: Uint8Array;
  beforeAll(async () => {
    sample = await drawn(2);
  });

  it.each([
    ['drawn by the build, 1 page', () => drawn(1)],
    ['drawn by the build, 3 pages', () => drawn(3)],
    ['written with object streams, 2 pages', () => written(2)],
  ])('%s: its page count and size', async (name, make) => {
    const bytes = await make();
    const document = await PDFDocument.load(bytes);
    expect(pdfFacts(bytes, name)).toEqual({ pages: document.getPageCount(), bytes: bytes.byteLength });
    // The same document as an ordinary PDF: no object streams, a classic cross-reference table.
    const plain = await document.save({ useObjectStreams: false });
    expect(pdfFacts(plain, name).pages).toBe(document.getPageCount());
  });

  it('reads the root of a page tree of several levels, with an indirect count', () => {
    const pdf = handWritten([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 5 0 R >>',
      '<< /Type /Pages /Parent 2 0 R /Kids [6 0 R 7 0 R] /Count 2 >>',
      '<< /Type /Page /Parent 2 0 R >>',
      '3',
      '<< /Type /Page /Parent 3 0 R >>',
      '<< /Type /Page /Parent 3 0 R >>',
    ]);
    expect(pdfFacts(pdf, 'tree.pdf')).toEqual({ pages: 3, bytes: pdf.byteLength });
  });

  it('takes the last definition of an object, as an incremental update writes it', () => {
    const original = handWritten(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R >>']);
    const update = latin1(`2 0 obj\n<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>\nendobj\n4 0 obj\n<< /Type /Page /Parent 2 0 R >>\nendobj\ntrailer\n<< /Size 5 /Root 1 0 R >>\n%%EOF\n`);
    expect(pdfFacts(Buffer.concat([original, update]), 'updated.pdf').pages).toBe(2);
  });

  it.each([
    ['not a PDF at all', latin1('<html>Not found</html>'), /^page\.pdf is not a PDF/],
    ['a PDF cut short', () => sample.subarray(0, 600), /^page\.pdf is not a readable PDF/],
    ['a page tree without a count', handWritten(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] >>']), /^page\.pdf is not a readable PDF: .*\/Count/],
    ['a catalog without a page tree', handWritten(['<< /Type /Catalog >>']), /^page\.pdf is not a readable PDF: .*\/Type \/Pages/],
    ['an empty file', latin1(''), /^page\.pdf is not a PDF/],
  ])('refuses %s, naming the file', (_, bytes, message) => {
    expect(() => pdfFacts(typeof bytes === 'function' ? bytes() : bytes, 'page.pdf')).toThrow(message);
  });

  it('refuses a PDF whose compressed object stream is damaged, naming the file', async () => {
    const bytes = Buffer.from(await written(2));
    const text = bytes.toString('latin1');
    const stream = text.indexOf('stream', text.indexOf('/ObjStm')) + 'stream\n'.length;
    expect(stream).toBeGreaterThan('stream\n'.length);
    bytes.fill(0x21, stream, stream + 8);
    expect(() => pdfFacts(bytes, 'page.pdf')).toThrow(/^page\.pdf is not a readable PDF: a compressed object stream does not unpack/);
  });

  it('names the file on disk it could not read', () => {
    expect(() => readPdf('package.json')).toThrow(/^package\.json is not a PDF/);
  });
});

describe('what a download says of its file', () => {
  const locales: Locale[] = ['en', 'de', 'it', 'fr'];

  it.each(locales)('%s: sizes in kB and MB with the language’s decimal separator', (locale) => {
    const t = useTranslations(locale);
    const decimal = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 1 });
    expect(fileSize(6784, t, locale)).toBe(t('download.kB', { size: decimal(6.8) }));
    expect(fileSize(148_000, t, locale)).toBe(t('download.kB', { size: '148' }));
    expect(fileSize(2_400_000, t, locale)).toBe(t('download.MB', { size: decimal(2.4) }));
    expect(fileSize(6784, t, locale)).toContain(locale === 'fr' ? '6,8' : '6.8');
  });

  it.each(locales)('%s: pages, size and the file’s language, English said where it stands in', (locale) => {
    const t = useTranslations(locale);
    const own = downloadFacts({ href: '/downloads/a.pdf', pages: 1, bytes: 148_000 }, t, locale);
    expect(own).toBe(t('download.facts', { pages: t('download.pages', { count: 1 }), size: t('download.kB', { size: '148' }), language: t('download.ownLanguage') }));
    const english = downloadFacts({ href: '/downloads/a.pdf', pages: 12, bytes: 148_000, lang: 'en' }, t, locale);
    expect(english).toContain(t('download.pages', { count: 12 }));
    expect(english.endsWith(t('download.english'))).toBe(true);
  });
});
