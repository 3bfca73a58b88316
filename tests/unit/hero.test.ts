import { describe, expect, it } from 'vitest';
import { HERO } from '../../src/lib/constants';
import { nextSlide, scrollOffset, scrollTarget } from '../../src/lib/hero';

describe('hero carousel rules', () => {
  it('cycles 0, 1, 2, 0', () => {
    expect([0, 1, 2].map((i) => nextSlide(i, 3))).toEqual([1, 2, 0]);
    expect(nextSlide(0, 0)).toBe(0);
  });

  it('offsets the scroll-down target by -40 px below 1024 px and +30 px from there', () => {
    expect(HERO.wideFromPx).toBe(1024);
    expect(scrollOffset(390)).toBe(-40);
    expect(scrollOffset(1023)).toBe(-40);
    expect(scrollOffset(1024)).toBe(30);
    expect(scrollOffset(1440)).toBe(30);
    expect(scrollTarget(900, 390)).toBe(860);
    expect(scrollTarget(900, 1440)).toBe(930);
    expect(scrollTarget(20, 390)).toBe(0);
  });
});
