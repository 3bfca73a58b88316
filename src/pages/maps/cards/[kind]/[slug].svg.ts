/**
 * The map that leads the card of a property, a project or a municipality (routes.cardMap): one
 * small SVG file per entry, shared by the four languages (it holds no words), so a page of many
 * cards loads each as a picture instead of carrying every map inline.
 */
import type { APIRoute, GetStaticPaths, InferGetStaticPropsType } from "astro";
import { DEFAULT_LOCALE } from "@/i18n/languages";
import { cardSvg } from "@/lib/maps/svg-files";
import { portfolioOf } from "@/lib/maps/portfolio";
import { cardMap, tileMap } from "@/lib/maps/site-maps";

export const getStaticPaths = (async () => {
  const portfolio = await portfolioOf(DEFAULT_LOCALE);
  return [
    ...portfolio.properties.map((entry) => ({ params: { kind: "property", slug: entry.slug }, props: { entry } })),
    ...portfolio.projects.map((entry) => ({ params: { kind: "project", slug: entry.slug }, props: { entry } })),
    ...portfolio.municipalities.map((municipality) => ({ params: { kind: "municipality", slug: municipality.slug }, props: { municipality } })),
  ];
}) satisfies GetStaticPaths;

type Props = InferGetStaticPropsType<typeof getStaticPaths>;

export const GET: APIRoute<Props> = async ({ props }) => {
  const portfolio = await portfolioOf(DEFAULT_LOCALE);
  const drawing = "entry" in props ? cardMap(portfolio, props.entry) : tileMap(portfolio, props.municipality);
  return new Response(cardSvg(drawing), { headers: { "Content-Type": "image/svg+xml" } });
};
