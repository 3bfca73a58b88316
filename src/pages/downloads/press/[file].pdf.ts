import type { APIContext, GetStaticPaths, InferGetStaticPropsType } from 'astro';
import { publicationPaths, publicationPdf } from '@/lib/news/publications';
import { pdfResponse } from '@/lib/pdf/render';

/** /downloads/press/<slug>.<language>.pdf: every press release, in every language. */
export const getStaticPaths = (() => publicationPaths('press')) satisfies GetStaticPaths;

export async function GET({ props, locals }: APIContext<InferGetStaticPropsType<typeof getStaticPaths>>) {
  return pdfResponse(await publicationPdf(props.entry, locals.siteUrl));
}
