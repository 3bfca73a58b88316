import { describe, expect, it } from "vitest";
import {
  boundsAround,
  boxAround,
  frameOf,
  pointOf,
  withAspect,
} from "@/lib/maps/frame";
import { pathDrawer, projection } from "@/lib/maps/paths";
import { drawMap } from "@/lib/maps/draw";
import { lakes, municipalityOutline } from "@/lib/maps/geodata";
import {
  circleBox,
  placeLabels,
  spreadMarks,
  type Box,
} from "@/lib/maps/layout";
import { areasOf, placeGroups, placeName } from "@/lib/maps/places";
import { inRegion, REGION } from "@/model/region";

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width &&
  b.x < a.x + a.width &&
  a.y < b.y + b.height &&
  b.y < a.y + a.height;
const NORTH = { west: 8.615, east: 8.87, south: 45.93, north: 46.215 };
const words = {
  lake: "Lake Maggiore",
  switzerland: "Switzerland",
  italy: "Italy",
};

describe("map frames", () => {
  it("places the corners of the frame at the corners of the canvas", () => {
    const frame = frameOf(NORTH, 350);
    expect(pointOf(frame, NORTH.west, NORTH.north)).toEqual([0, 0]);
    const [x, y] = pointOf(frame, NORTH.east, NORTH.south);
    expect(x).toBeCloseTo(350, 6);
    expect(y).toBeCloseTo(frame.height, 0);
    // About 32 km north to south over 20 km west to east.
    expect(frame.height / frame.width).toBeGreaterThan(1.5);
  });

  it("draws outlines with the same transform as the point function", () => {
    const frame = frameOf(NORTH, 350);
    const [x, y] = projection(frame)([8.8025, 46.1725])!;
    const [px, py] = pointOf(frame, 8.8025, 46.1725);
    expect(x).toBeCloseTo(px, 6);
    expect(y).toBeCloseTo(py, 6);
  });

  it("keeps a box around a place inside the region, and grows bounds to an aspect", () => {
    const box = boxAround(8.69, 46.2449, 10, 7.5, REGION);
    expect(box.north).toBeLessThanOrEqual(REGION.north + 1e-9);
    expect(box.south).toBeLessThan(46.2449);
    const grown = withAspect(
      boundsAround(
        [{ west: 8.8, east: 8.81, south: 46.17, north: 46.18 }],
        0,
        4,
      ),
      0.75,
    );
    const kmWide =
      (grown.east - grown.west) * 111.2 * Math.cos((46.175 * Math.PI) / 180);
    expect(((grown.north - grown.south) * 111.2) / kmWide).toBeCloseTo(0.75, 3);
  });

  it("tells a position in the region from one outside it", () => {
    expect(inRegion({ latitude: 46.1725, longitude: 8.8025 })).toBe(true);
    expect(inRegion({ latitude: 47.3769, longitude: 8.5417 })).toBe(false);
  });
});

describe("marks and labels", () => {
  it("pushes marks apart until none covers another, and keeps each on the canvas", () => {
    const marks = spreadMarks(
      [
        [100, 100],
        [100, 100],
        [103, 101],
        [5, 5],
      ],
      8,
      2,
      200,
      200,
    );
    for (let i = 0; i < marks.length; i++) {
      const a = marks[i]!;
      expect(a.x).toBeGreaterThanOrEqual(8);
      expect(a.y).toBeGreaterThanOrEqual(8);
      for (const b of marks.slice(i + 1))
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(17.99);
    }
    expect(marks[0]!.at).toEqual([100, 100]);
  });

  it("places labels where nothing else is, and leaves out one that finds no room", () => {
    const obstacle = circleBox(50, 50, 8);
    const [first, second, none] = placeLabels(
      [
        { x: 50, y: 50, width: 40, height: 14, offset: 11 },
        { x: 50, y: 50, width: 40, height: 14, offset: 11 },
        { x: 5, y: 5, width: 300, height: 14, offset: 11 },
      ],
      [obstacle],
      120,
      120,
    );
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(overlap(first!, second!)).toBe(false);
    expect(overlap(first!, obstacle)).toBe(false);
    expect(none).toBeUndefined();
  });
});

describe("geodata", () => {
  it("holds Lake Maggiore whole, its Italian shore included", () => {
    const maggiore = lakes().find((lake) => Number(lake.id) === 9712);
    expect(maggiore).toBeDefined();
    const path = pathDrawer(frameOf(REGION, 350))(maggiore!);
    expect(path.length).toBeGreaterThan(1000);
  });

  it("finds a municipality by its BFS number, and names the file and field of an unknown one", () => {
    expect(
      Number(
        municipalityOutline(5091, "content/municipalities/ascona.en.yml").id,
      ),
    ).toBe(5091);
    expect(() =>
      municipalityOutline(9999, "content/municipalities/ascona.en.yml"),
    ).toThrow(/content\/municipalities\/ascona\.en\.yml: bfs: .*9999/);
  });
});

describe("the places of a map", () => {
  const municipalities = [
    { slug: "muralto", name: "Muralto", bfs: 5120 },
    { slug: "brissago", name: "Brissago", bfs: 5097 },
  ];
  const outline = (m: { bfs: number }) => municipalityOutline(m.bfs, "test");
  const property = {
    name: "La Baronnata",
    slug: "la-baronnata-estate",
    municipality: "muralto",
    latitude: 46.1742,
    longitude: 8.8048,
  };
  const cannobio = {
    name: "Antica Abbazia",
    slug: "cannobio",
    location: "Cannobio, Piedmont, Italy",
    description: "A resort.",
    latitude: 46.0668,
    longitude: 8.6915,
  };

  it("names a Swiss municipality with its outline and an Italian place at its marks", () => {
    const areas = areasOf(municipalities, [property], [cannobio], outline);
    expect(areas.map((a) => a.name)).toEqual(["Muralto", "Cannobio"]);
    expect(areas[0]!.outline).toBeDefined();
    expect(areas[1]!.outline).toBeUndefined();
    expect(areas[1]!.places.map((p) => p.name)).toEqual(["Antica Abbazia"]);
    expect(placeName("Monte Brè sopra Locarno, Ticino")).toBe(
      "Monte Brè sopra Locarno",
    );
  });

  it("draws a numbered mark for every place and names the municipalities, the lake and both countries", () => {
    const places = [
      property,
      cannobio,
      { ...property, name: "Next door", latitude: 46.1744, longitude: 8.805 },
    ].map((p) => ({
      name: p.name,
      latitude: p.latitude,
      longitude: p.longitude,
      href: `/x/${p.name}`,
    }));
    const drawing = drawMap({
      bounds: NORTH,
      places,
      areas: areasOf(municipalities, [property], [cannobio], outline),
      words,
      numbered: true,
    });
    expect(drawing.marks.map((m) => m.number)).toEqual([1, 2, 3]);
    expect(drawing.labels.map((l) => l.text)).toEqual(
      expect.arrayContaining([
        "Muralto",
        "Cannobio",
        "Lake Maggiore",
        "Switzerland",
        "Italy",
      ]),
    );
    expect(drawing.lakes).toMatch(/^M[\d.]+,[\d.]+L/);
  });

  it("frames a detail with a dot for each of its places, names the frame, and numbers places as given", () => {
    const close = [
      { name: "A", latitude: 46.1742, longitude: 8.8048, number: 3 },
      { name: "B", latitude: 46.1733, longitude: 8.8066, number: 4 },
    ];
    const detail = { west: 8.79, east: 8.82, south: 46.165, north: 46.185 };
    const drawing = drawMap({
      bounds: NORTH,
      places: [{ ...cannobio, number: 7 }],
      areas: [
        { name: "Muralto", outline: outline({ bfs: 5120 }), places: [], named: false },
        { name: "Ascona", outline: outline({ bfs: 5091 }), places: [], held: false, href: "/portfolio/ascona" },
      ],
      words,
      numbered: true,
      details: [{ bounds: detail, name: "Around Locarno", places: close }],
    });
    expect(drawing.marks.map((m) => m.number)).toEqual([7]);
    expect(drawing.details).toHaveLength(1);
    const [frame] = drawing.details;
    expect(frame!.dots).toHaveLength(2);
    for (const dot of frame!.dots) {
      expect(dot.x).toBeGreaterThan(frame!.x);
      expect(dot.x).toBeLessThan(frame!.x + frame!.width);
      expect(dot.y).toBeGreaterThan(frame!.y);
      expect(dot.y).toBeLessThan(frame!.y + frame!.height);
    }
    const names = drawing.labels.map((l) => l.text);
    expect(names).toContain("Around Locarno");
    expect(names).not.toContain("Muralto");
    expect(drawing.labels.find((l) => l.text === "Ascona")?.href).toBe("/portfolio/ascona");
    expect(drawing.areas.map((a) => a.held)).toEqual([false, true]);
    // No label covers the frame of the detail or another label.
    const boxes = drawing.labels.map((l) => ({ x: l.anchor === "start" ? l.x : l.anchor === "end" ? l.x - l.text.length * 7.2 : l.x - l.text.length * 3.6, y: l.y - 11, width: l.text.length * (l.kind === "country" ? 5.4 : l.kind === "lake" ? 8.4 : 7.2), height: 13 }));
    for (const box of boxes) expect(overlap(box, frame!)).toBe(false);
  });

  it("a detail without the lake's and countries' names draws only its places and municipalities", () => {
    const drawing = drawMap({
      bounds: { west: 8.77, east: 8.83, south: 46.16, north: 46.2 },
      places: [{ ...property, number: 3 }],
      areas: areasOf(municipalities, [property], [], outline),
      words,
      numbered: true,
      context: false,
    });
    expect(drawing.labels.map((l) => l.kind)).toEqual(["area"]);
    expect(drawing.marks[0]!.number).toBe(3);
  });

  it("groups every place once by municipality, places outside them next, and municipalities without any last", () => {
    const all = [
      { slug: "ascona", name: "Ascona", bfs: 5091 },
      { slug: "muralto", name: "Muralto", bfs: 5120 },
      { slug: "orselina", name: "Orselina", bfs: 5121 },
      { slug: "cardada", name: "Cardada", bfs: 5113 },
    ];
    const barcablu = {
      name: "Soriso Hotel & BarcaBlu",
      slug: "soriso",
      location: "Orselina, Ticino, Switzerland",
      description: "A hotel.",
      latitude: 46.1838,
      longitude: 8.8036,
    };
    const groups = placeGroups(all, [property], [barcablu, cannobio]);
    expect(groups.map((g) => g.name)).toEqual(["Muralto", "Orselina", "Cannobio", "Ascona", "Cardada"]);
    expect(groups.map((g) => g.entries.map((e) => e.name))).toEqual([["La Baronnata"], ["Soriso Hotel & BarcaBlu"], ["Antica Abbazia"], [], []]);
    expect(groups[2]!.municipality).toBeUndefined();
    expect(groups[3]!.municipality?.slug).toBe("ascona");
  });
});
