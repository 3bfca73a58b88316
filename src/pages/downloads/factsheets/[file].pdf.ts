import type { APIContext, GetStaticPaths, InferGetStaticPropsType } from 'astro';
import { factsheetPaths, factsheetPdf } from '@/lib/portfolio/factsheets';
import { pdfResponse } from '@/lib/pdf/render';

/** /downloads/factsheets/<slug>.<language>.pdf: every public property's and project's factsheet, in every language. */
export const getStaticPaths = (() => factsheetPaths()) satisfies GetStaticPaths;

export async function GET({ props, locals }: APIContext<InferGetStaticPropsType<typeof getStaticPaths>>) {
  return pdfResponse(await factsheetPdf(props.asset, props.lang, locals.siteUrl));
}
