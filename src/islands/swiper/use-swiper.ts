/**
 * A Swiper on markup React renders: React keeps the slides and the current index, Swiper adds
 * the touch gestures and the transitions. Swiper never adds, removes or reorders slides here
 * (no loop mode: `rewind` wraps round instead), so the DOM stays React's.
 */
import { useEffect, useRef, type RefObject } from 'react';
import Swiper from 'swiper';
import type { SwiperOptions } from 'swiper/types';

/**
 * `index` is the slide to show; `onSwipe` hears of the slides the visitor reaches by a gesture.
 * `options` are read once, when Swiper starts.
 */
export function useSwiper(ref: RefObject<HTMLElement | null>, index: number, options: SwiperOptions, onSwipe: (index: number) => void) {
  const swiper = useRef<Swiper | null>(null);
  const current = useRef(index);
  const report = useRef(onSwipe);
  const initial = useRef({ index, options });
  current.current = index;
  report.current = onSwipe;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const instance = new Swiper(element, {
      ...initial.current.options,
      initialSlide: initial.current.index,
      rewind: true,
      // Past either end a swipe goes round to the other, so it is not held back there.
      resistance: false,
      on: {
        slideChange: (s) => {
          if (s.activeIndex !== current.current) report.current(s.activeIndex);
        },
      },
    });
    swiper.current = instance;
    if (instance.activeIndex !== current.current) instance.slideTo(current.current, 0);
    return () => {
      instance.destroy(true, false);
      swiper.current = null;
    };
  }, [ref]);

  useEffect(() => {
    const instance = swiper.current;
    if (instance && instance.activeIndex !== index) instance.slideTo(index);
  }, [index]);

  return swiper;
}
