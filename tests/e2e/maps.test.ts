/**
 * The maps, drawn at build time: the regional map marks every property and project with a link
 * to its page, and names every municipality with a page as a link to it, in every language, with
 * marks and labels that never overlap and stay readable on a phone, across the column on a
 * desktop;
 * every property, project and municipality page has its locator map with its mark inside the
 * lake's region; no map asks anything of another site; each map stays within its size budget.
 */
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { LOCALES, useTranslations } from "@/i18n";
import { localizePath, routes } from "@/lib/routes";
import { DESKTOP, PHONE, baseUrl, useBrowser } from "../support/browser";
import { readFolder } from "../support/content";
import { fileFor, readBuilt } from "../support/site";

/** A map's budget: 15 kB gzip, its SVG with the list of its places. */
const MAP_BUDGET = 15_000;

const properties = readFolder("properties").map(({ data }) => data);
const projects = readFolder("projects").map(({ data }) => data);
const municipalities = readFolder("municipalities").map(({ data }) => data);
const entryPages = [
  ...properties.map((p) => routes.property(p["slug"])),
  ...projects.map((p) => routes.project(p["slug"])),
  ...municipalities.map((m) => routes.municipality(m["slug"])),
];

/** The maps of a built page: each figure's HTML. */
function mapsOf(path: string): string[] {
  const file = fileFor(path);
  if (!file) throw new Error(`${path} was not built`);
  return [
    ...readBuilt(file).matchAll(/<figure[^>]*data-map[\s\S]*?<\/figure>/g),
  ].map((m) => m[0]);
}

const viewBox = (svg: string) =>
  (/viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg) ?? []).slice(1).map(Number) as [
    number,
    number,
  ];
const markCentres = (svg: string) =>
  [
    ...svg.matchAll(
      /data-map-mark[^>]*>(?:<title>[^<]*<\/title>)?(?:<line[^>]*>)?(?:<circle[^>]*>)?<circle cx="([\d.]+)" cy="([\d.]+)"/g,
    ),
  ].map((m) => [Number(m[1]), Number(m[2])]);
/** The marks' discs of each SVG of a map: centre, radius, and how far it is drawn from its true place. */
const markDiscs = (map: string) =>
  [...map.matchAll(/<svg[\s\S]*?<\/svg>/g)].map((svg) =>
    [
      ...svg[0].matchAll(
        /data-map-mark[^>]*>(?:<title>[^<]*<\/title>)?(?:<line x1="([\d.]+)" y1="([\d.]+)"[^>]*>)?(?:<circle[^>]*>)?<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"/g,
      ),
    ].map((m) => {
      const [x, y, r] = [Number(m[3]), Number(m[4]), Number(m[5])];
      const moved = m[1] ? Math.hypot(Number(m[1]) - x, Number(m[2]) - y) : 0;
      return { x, y, r, moved };
    }),
  );

const { open } = useBrowser();

describe("maps", () => {
  it.each(LOCALES.map((l) => l.code))(
    "the regional map (%s) marks every property and project, each linking to its page, with labels that never overlap",
    async (lang) => {
      const t = useTranslations(lang);
      const requests: string[] = [];
      const page = await open(
        localizePath(routes.regionalFocus, lang),
        { viewport: PHONE },
        async (context) => {
          context.on("request", (request) => requests.push(request.url()));
        },
      );
      const map = page.locator("[data-map]").first();
      await map.waitFor();
      const expected = [
        ...properties.map((p) =>
          localizePath(routes.property(p["slug"]), lang),
        ),
        ...projects.map((p) => localizePath(routes.project(p["slug"]), lang)),
      ].sort();
      const marks = await map
        .locator("[data-map-mark]")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(marks.slice().sort()).toEqual(expected);
      const listed = await map
        .locator("[data-map-places] a[data-map-place]")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(listed.slice().sort()).toEqual(expected);
      // Every municipality page is named in the list, as a link to it.
      const named = await map
        .locator("[data-map-places] a[data-map-municipality]")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(named.slice().sort()).toEqual(
        municipalities
          .map((m) => localizePath(routes.municipality(m["slug"]), lang))
          .sort(),
      );
      // No mark covers another, and no name covers a mark (each mark's disc, as drawn).
      const discs = await map
        .locator("[data-map-mark] circle:not([r='1.6'])")
        .evaluateAll((circles) =>
          circles.map((circle) => {
            const box = circle.getBoundingClientRect();
            return {
              name: circle.closest("a")?.getAttribute("href") ?? "",
              x: box.left + box.width / 2,
              y: box.top + box.height / 2,
              r: box.width / 2,
            };
          }),
        );
      expect(discs).toHaveLength(expected.length);
      for (let i = 0; i < discs.length; i++)
        for (const b of discs.slice(i + 1)) {
          const a = discs[i]!;
          expect(
            Math.hypot(a.x - b.x, a.y - b.y),
            `the marks of ${a.name} and ${b.name} touch`,
          ).toBeGreaterThanOrEqual(a.r + b.r);
        }
      await expect
        .poll(() => map.locator('[data-map-label="lake"]').textContent())
        .toBe(t("map.lake"));
      const labels = await map
        .locator("[data-map-label]")
        .evaluateAll((texts) =>
          texts.map((text) => {
            const box = text.getBoundingClientRect();
            return {
              text: text.textContent,
              left: box.left,
              top: box.top,
              right: box.right,
              bottom: box.bottom,
              size:
                parseFloat(getComputedStyle(text).fontSize) *
                (box.height > 0 ? 1 : 0),
              height: box.height,
            };
          }),
        );
      expect(labels.map((l) => l.text)).toEqual(
        expect.arrayContaining([
          t("map.switzerland"),
          "Brissago",
          "Muralto",
          "Cannobio",
        ]),
      );
      for (let i = 0; i < labels.length; i++) {
        const a = labels[i]!;
        // Readable on a phone: the place names are drawn at 11 px or more (the countries' small capitals at 8).
        expect(a.height, `${a.text} is drawn too small`).toBeGreaterThanOrEqual(
          8,
        );
        for (const b of labels.slice(i + 1)) {
          const overlap =
            a.left < b.right - 0.5 &&
            b.left < a.right - 0.5 &&
            a.top < b.bottom - 0.5 &&
            b.top < a.bottom - 0.5;
          expect(overlap, `"${a.text}" and "${b.text}" overlap`).toBe(false);
        }
        for (const disc of discs) {
          const covers =
            a.left < disc.x + disc.r - 0.5 &&
            disc.x - disc.r < a.right - 0.5 &&
            a.top < disc.y + disc.r - 0.5 &&
            disc.y - disc.r < a.bottom - 0.5;
          expect(covers, `"${a.text}" covers the mark of ${disc.name}`).toBe(
            false,
          );
        }
      }
      const elsewhere = requests.filter(
        (url) => !url.startsWith(baseUrl()) && !url.startsWith("data:"),
      );
      expect(elsewhere).toEqual([]);
    },
  );

  it.each([routes.regionalFocus, routes.home])(
    "the regional map on %s spans its column on a desktop, the detail beside the overview",
    async (path) => {
      const page = await open(path, { viewport: DESKTOP });
      const map = page.locator("[data-map]").first();
      await map.waitFor();
      const [figure, column, overview, detail] = await map.evaluate((figure) => {
        const width = (el: Element | null | undefined) =>
          el?.getBoundingClientRect().width ?? 0;
        const column = figure.closest(".container-site");
        const padding = column
          ? parseFloat(getComputedStyle(column).paddingLeft) +
            parseFloat(getComputedStyle(column).paddingRight)
          : 0;
        const svgs = figure.querySelectorAll("svg[data-map-svg]");
        return [
          width(figure),
          width(column) - padding,
          width(svgs[0]),
          width(svgs[1]),
        ];
      });
      expect(figure).toBeGreaterThanOrEqual(column - 1);
      // Overview and detail side by side, together across most of the column.
      expect(overview + detail).toBeGreaterThan(column * 0.85);
      expect(overview).toBeGreaterThan(400);
    },
  );

  it("the home page shows the regional map in every language", () => {
    for (const { code } of LOCALES)
      expect(mapsOf(localizePath(routes.home, code)), code).toHaveLength(1);
  });

  it.each(LOCALES.map((l) => l.code))(
    "every property, project and municipality page (%s) has its locator map, its marks inside the lake region",
    (lang) => {
      const t = useTranslations(lang);
      for (const path of entryPages) {
        const maps = mapsOf(localizePath(path, lang));
        expect(maps, path).toHaveLength(1);
        const map = maps[0]!;
        expect(map, path).toMatch(
          /<svg[^>]*role="(?:img|group)"[^>]*aria-labelledby="([^"]+)"[\s\S]*<title id="\1">[^<]+<\/title>/,
        );
        expect(map, path).toContain(t("map.source"));
        const [width, height] = viewBox(map);
        const centres = markCentres(map);
        // A municipality shows its outline, with the marks of what the firm holds there, if anything.
        if (path.startsWith("/portfolio/"))
          expect(map, path).toContain("data-map-area");
        else expect(centres.length, path).toBe(1);
        if (centres.length > 0)
          expect(map, path).toMatch(/data-map-places[\s\S]*<li/);
        for (const [x, y] of centres) {
          expect(x, path).toBeGreaterThan(0);
          expect(x, path).toBeLessThan(width);
          expect(y, path).toBeGreaterThan(0);
          expect(y, path).toBeLessThan(height);
        }
      }
    },
  );

  it("no mark of any map covers another, nor stands further than one and a half of its radius from its place, on every page with a map in every language", () => {
    const pages = LOCALES.flatMap(({ code }) =>
      [routes.regionalFocus, routes.home, ...entryPages].map((path) =>
        localizePath(path, code),
      ),
    );
    let marks = 0;
    for (const path of pages)
      for (const map of mapsOf(path))
        for (const discs of markDiscs(map)) {
          marks += discs.length;
          // Places too close to mark apart are shown on a detail, not pushed far from where they are.
          for (const disc of discs)
            expect(
              disc.moved,
              `${path}: the mark at ${disc.x},${disc.y} is drawn ${disc.moved} from its place`,
            ).toBeLessThanOrEqual(disc.r * 1.5);
          for (let i = 0; i < discs.length; i++)
            for (const b of discs.slice(i + 1)) {
              const a = discs[i]!;
              expect(
                Math.hypot(a.x - b.x, a.y - b.y),
                `${path}: marks at ${a.x},${a.y} and ${b.x},${b.y}`,
              ).toBeGreaterThanOrEqual(a.r + b.r);
            }
        }
    // The scan finds the marks: every entry page has one, the regional maps one per entry.
    expect(marks).toBeGreaterThan(entryPages.length * LOCALES.length);
  });

  it("each map is within its budget of 15 kB gzip, and asks nothing of another site", () => {
    const pages = [
      ...LOCALES.map((l) => localizePath(routes.regionalFocus, l.code)),
      ...LOCALES.map((l) => localizePath(routes.home, l.code)),
      ...entryPages,
    ];
    for (const path of pages) {
      for (const map of mapsOf(path)) {
        expect(gzipSync(map).length, path).toBeLessThanOrEqual(MAP_BUDGET);
        expect(map, path).not.toMatch(/(?:src|href)="(?:https?:)?\/\//);
      }
    }
    const region = fileFor(routes.regionMap);
    expect(region).toBeDefined();
    expect(gzipSync(readBuilt(region!)).length).toBeLessThanOrEqual(MAP_BUDGET);
  });

  it("the credits page names the source of the map data in every language, in that language", () => {
    const office = { en: "Federal Statistical Office (FSO)", de: "Bundesamt für Statistik (BFS)", it: "Ufficio federale di statistica (UST)", fr: "Office fédéral de la statistique (OFS)" };
    for (const { code } of LOCALES) {
      const html = readBuilt(fileFor(localizePath(routes.credits, code))!);
      expect(html, code).toContain("data-credits-maps");
      expect(html, code).toContain(`${office[code]}, GEOSTAT`);
    }
  });
});
