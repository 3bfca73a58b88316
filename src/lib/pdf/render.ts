/**
 * PDFs drawn by the build (@react-pdf/renderer), each once: the endpoint that writes a file and
 * the page that says its size and page count share one rendering, kept by its address.
 *
 * Each document is drawn alone and with its fonts read afresh. The font library keeps each glyph
 * it has met with the letters it first stood for, and the layout counts a line's letters by those:
 * a glyph met before in another document's text could stand for other letters there, so a later
 * document measured its lines wrongly and broke a word apart ("2’000 P / flanzenarten").
 */
import { renderToBuffer } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { once } from '@/lib/content/once';
import { pdfFacts } from '@/lib/news/pdf';
import type { Download } from '@/lib/news/downloads';
import { registerFonts } from './fonts';

type PdfDocument = Parameters<typeof renderToBuffer>[0];

let queue: Promise<unknown> = Promise.resolve();

/** The bytes of the PDF at `href`, drawn from `document` the first time it is asked for. */
export function pdfAt(href: string, document: () => ReactElement | Promise<ReactElement>): Promise<Uint8Array> {
  return once(`pdf/${href}`, () => {
    const drawn = queue.then(async () => {
      registerFonts();
      return new Uint8Array(await renderToBuffer((await document()) as PdfDocument));
    });
    queue = drawn.catch(() => undefined);
    return drawn;
  });
}

/** What a download link says of a PDF the build makes: its address, page count and size. */
export async function builtDownload(href: string, document: () => ReactElement | Promise<ReactElement>): Promise<Download> {
  return { href, ...pdfFacts(await pdfAt(href, document), href) };
}

/** The response of an endpoint that serves a PDF the build makes. */
export const pdfResponse = (bytes: Uint8Array) => new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': 'application/pdf' } });
