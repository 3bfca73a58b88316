/**
 * Where the marks and labels of a map go, so that none covers another: marks that would touch
 * are pushed apart (each keeps a thin line to its true place), and each label takes the first
 * free place around its point. Plain geometry in canvas units, computed once at build time.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedMark {
  /** The true place. */
  at: [number, number];
  /** Where the mark is drawn. */
  x: number;
  y: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width &&
  b.x < a.x + a.width &&
  a.y < b.y + b.height &&
  b.y < a.y + a.height;
const inside = (box: Box, width: number, height: number) =>
  box.x >= 0 &&
  box.y >= 0 &&
  box.x + box.width <= width &&
  box.y + box.height <= height;

/** The box a circle of radius `r` around (x, y) takes. */
export const circleBox = (x: number, y: number, r: number): Box => ({
  x: x - r,
  y: y - r,
  width: 2 * r,
  height: 2 * r,
});

/**
 * Pushes marks of radius `r` apart until at least `gap` lies between any two, keeping them on
 * the canvas. Marks on the same spot fan out around it, in the order given.
 */
export function spreadMarks(
  points: readonly [number, number][],
  r: number,
  gap: number,
  width: number,
  height: number,
): PlacedMark[] {
  const placed = points.map(([x, y], i) => {
    const twins = points
      .slice(0, i)
      .filter(([px, py]) => Math.hypot(px - x, py - y) < 0.01).length;
    const angle = (twins * 2 * Math.PI) / 5;
    return {
      at: [x, y] as [number, number],
      x: x + (twins ? Math.cos(angle) * 0.5 : 0),
      y: y + (twins ? Math.sin(angle) * 0.5 : 0),
    };
  });
  const least = 2 * r + gap;
  for (let round = 0; round < 400; round++) {
    let moved = false;
    for (let i = 0; i < placed.length; i++) {
      for (let j = i + 1; j < placed.length; j++) {
        const a = placed[i]!;
        const b = placed[j]!;
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const distance = Math.hypot(dx, dy);
        if (distance >= least) continue;
        const push = (least - distance) / 2 + 0.01;
        const [ux, uy] = distance > 0 ? [dx / distance, dy / distance] : [1, 0];
        a.x -= ux * push;
        a.y -= uy * push;
        b.x += ux * push;
        b.y += uy * push;
        moved = true;
      }
    }
    for (const mark of placed) {
      mark.x = Math.min(Math.max(mark.x, r), width - r);
      mark.y = Math.min(Math.max(mark.y, r), height - r);
    }
    if (!moved) break;
  }
  return placed;
}

export interface LabelRequest {
  /** The point the label names. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** How far from the point the label starts. */
  offset: number;
}

/** The places tried around a point, nearest first: right, left, above, below, then the corners, then further out. */
function candidates({ x, y, width, height, offset }: LabelRequest): Box[] {
  const boxes: Box[] = [];
  for (const d of [offset, offset * 2.2, offset * 3.6]) {
    boxes.push(
      { x: x + d, y: y - height / 2, width, height },
      { x: x - d - width, y: y - height / 2, width, height },
      { x: x - width / 2, y: y - d - height, width, height },
      { x: x - width / 2, y: y + d, width, height },
      { x: x + d * 0.7, y: y - d * 0.7 - height, width, height },
      { x: x - d * 0.7 - width, y: y - d * 0.7 - height, width, height },
      { x: x + d * 0.7, y: y + d * 0.7, width, height },
      { x: x - d * 0.7 - width, y: y + d * 0.7, width, height },
    );
  }
  return boxes;
}

/** The first of the boxes that lies on the canvas and covers none of `taken`. */
export const firstFree = (
  boxes: readonly Box[],
  taken: readonly Box[],
  width: number,
  height: number,
): Box | undefined =>
  boxes.find(
    (c) => inside(c, width, height) && !taken.some((t) => overlaps(c, t)),
  );

/**
 * The box of each label, in the order asked (earlier labels choose first), or undefined for one
 * that finds no free place on the canvas: a label is left out rather than drawn over another.
 */
export function placeLabels(
  labels: readonly LabelRequest[],
  obstacles: readonly Box[],
  width: number,
  height: number,
): (Box | undefined)[] {
  const taken = [...obstacles];
  return labels.map((label) => {
    const box = firstFree(candidates(label), taken, width, height);
    if (box) taken.push(box);
    return box;
  });
}

/**
 * A label's width in canvas units, from its length: 0.6 em a letter is wider than the site's
 * sans serif sets most words, so the box a label reserves holds it.
 */
export const textWidth = (text: string, fontSize: number) =>
  text.length * fontSize * 0.6;
