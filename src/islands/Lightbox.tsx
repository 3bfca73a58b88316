/**
 * A gallery of thumbnails that open a full-screen viewer. Without JavaScript each
 * thumbnail is a link to its full-size picture; once hydrated it opens the viewer instead.
 *
 * The viewer is a modal <dialog>, so the page behind it is inert; focus-trap keeps Tab inside
 * it. Its pictures sit on a Swiper: a swipe, the arrow keys or the buttons move with
 * wrap-around, a pinch or a double tap zooms (another double tap resets), a drag pans the
 * zoomed picture. The pictures next to the one shown load with it, so a swipe never lands on
 * an empty frame. Escape or a click beside the picture closes it and focus returns to the
 * thumbnail that opened it. Image URLs come ready-made from astro:assets.
 */
import { useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { createFocusTrap } from 'focus-trap';
import { Zoom } from 'swiper/modules';
import { fill } from '@/i18n/message';
import { prefersReducedMotion } from '@/lib/motion';
import { spaceClicks } from './link-button';
import { useSwiper } from './swiper/use-swiper';
import { useHydrated } from './use-hydrated';
import { altOf, English, labelWith, Text } from './Text';

export interface LightboxSource {
  src: string;
  avif: string;
  width: number;
  height: number;
}

interface LightboxImage {
  alt: string;
  thumb: LightboxSource;
  full: LightboxSource;
}

interface Labels {
  /** Accessible name of each thumbnail, with {n}, {total} and {alt}. */
  open: string;
  dialog: string;
  close: string;
  previous: string;
  next: string;
  /** "{n} / {total}" */
  counter: string;
}

interface Props {
  images: LightboxImage[];
  labels: Labels;
  /** Classes of the thumbnail list, e.g. its columns. */
  className?: string | undefined;
  /** `sizes` of the thumbnails in the list. */
  thumbSizes?: string | undefined;
  /** The descriptions that are English standing in for their translation (englishAmong). */
  english?: readonly string[] | undefined;
}

/** How far a double tap or a pinch may enlarge a picture. */
const MAX_ZOOM = 3;
const SLIDE_MS = 300;

/** Whether slide `i` is the one shown or next to it, counting round the ends. */
const isNear = (i: number, index: number, total: number) => [0, 1, total - 1].includes((i - index + total) % total);

function Picture({ source, sizes, alt, className, loading, full }: { source: LightboxSource; sizes: string; alt: string; className: string; loading?: 'lazy'; full?: boolean }) {
  const english = useContext(English);
  return (
    <picture className={full ? 'block' : undefined}>
      <source type="image/avif" srcSet={source.avif} sizes={sizes} />
      <img
        src={source.src}
        {...altOf(alt, english)}
        width={source.width}
        height={source.height}
        loading={loading}
        // A lazy thumbnail that reaches the first screen waits for the hero, as in Picture.astro.
        fetchPriority={loading === 'lazy' ? 'low' : undefined}
        decoding="async"
        className={className}
        data-full={full || undefined}
      />
    </picture>
  );
}

const navButton = 'flex h-12 w-12 items-center justify-center rounded-full border border-ivory/40 text-ivory transition-colors duration-300 hover:bg-ivory hover:text-ink';

function Viewer({ images, labels, start, close }: { images: LightboxImage[]; labels: Labels; start: number; close: () => void }) {
  const [index, setIndex] = useState(start);
  /** Slides whose picture has been asked for; they keep it, so going back shows it at once. */
  const [loaded, setLoaded] = useState(() => new Set(images.map((_, i) => i).filter((i) => isNear(i, start, images.length))));
  const slider = useRef<HTMLElement>(null);
  const total = images.length;

  const show = (to: number) => {
    setIndex(to);
    setLoaded((seen) => (images.every((_, i) => !isNear(i, to, total) || seen.has(i)) ? seen : new Set([...seen, ...images.map((_, i) => i).filter((i) => isNear(i, to, total))])));
  };
  const swiper = useSwiper(slider, index, { modules: [Zoom], zoom: { maxRatio: MAX_ZOOM, toggle: true }, speed: prefersReducedMotion() ? 0 : SLIDE_MS }, show);
  const move = (step: number) => {
    swiper.current?.zoom.out();
    show((index + step + total) % total);
  };

  // Two fingers on the picture zoom it. Swiper would also drag the slides with the first of them,
  // and a pinch could end on the next picture with the zoom undone, so sliding waits until every
  // finger is lifted.
  useEffect(() => {
    const element = slider.current;
    if (!element) return;
    const fingers = new Set<number>();
    const down = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') return;
      fingers.add(event.pointerId);
      if (fingers.size > 1 && swiper.current) swiper.current.allowTouchMove = false;
    };
    const up = (event: PointerEvent) => {
      if (!fingers.delete(event.pointerId) || fingers.size > 0) return;
      if (swiper.current) swiper.current.allowTouchMove = true;
    };
    element.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', up, true);
    document.addEventListener('pointercancel', up, true);
    return () => {
      element.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', up, true);
      document.removeEventListener('pointercancel', up, true);
    };
  }, [swiper]);

  // Arrow keys anywhere in the dialog, the dialog itself included.
  useEffect(() => {
    const dialog = slider.current?.closest('dialog');
    if (!dialog) return;
    const onKey = (event: KeyboardEvent) => {
      const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
      if (step === undefined || total < 2) return;
      event.preventDefault();
      move(step);
    };
    dialog.addEventListener('keydown', onKey);
    return () => dialog.removeEventListener('keydown', onKey);
  });

  /** A click beside the picture closes the viewer; one on it does not. */
  function onBackdrop(event: MouseEvent<HTMLElement>) {
    // Swiper forbids clicks for a moment after a drag: that click ended a swipe.
    if (swiper.current?.allowClick === false) return;
    if (!(event.target as Element).closest('img, button')) close();
  }

  return (
    <div className="flex h-full flex-col" onClick={onBackdrop} data-backdrop>
      <div className="flex items-center justify-between gap-4 px-4 py-3 md:px-8">
        <p className="figures text-sm tracking-wide text-ivory/90" aria-live="polite" data-counter>
          {total > 1 ? fill(labels.counter, { n: index + 1, total }) : ''}
        </p>
        <button type="button" onClick={close} className={navButton} aria-label={labels.close} data-close>
          <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </div>
      <figure ref={slider} className="swiper m-0 min-h-0 w-full flex-1">
        <div className="swiper-wrapper">
          {images.map((image, i) => (
            <div key={image.full.src} className="swiper-slide" inert={i !== index} data-slide-index={i}>
              <div className="swiper-zoom-container px-4 md:px-24">
                {loaded.has(i) && (
                  <Picture source={image.full} sizes="100vw" alt={image.alt} full={i === index} className="max-h-[calc(100dvh-12rem)] w-auto max-w-[calc(100vw-2rem)] object-contain" />
                )}
              </div>
            </div>
          ))}
        </div>
      </figure>
      <p className="min-h-6 px-4 pt-3 text-center text-sm text-ivory/80" aria-hidden="true" data-caption>
        <Text>{images[index]?.alt}</Text>
      </p>
      <div className="flex items-center justify-center gap-4 px-4 pt-3 pb-6">
        {total > 1 && (
          <>
            <button type="button" onClick={() => move(-1)} className={navButton} aria-label={labels.previous} data-previous>
              <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
                <path d="m15 6-6 6 6 6" />
              </svg>
            </button>
            <button type="button" onClick={() => move(1)} className={navButton} aria-label={labels.next} data-next>
              <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
                <path d="m9 6 6 6-6 6" />
              </svg>
            </button>
          </>
        )}
      </div>
    </div>
  );
}

export default function Lightbox({ images, labels, className = 'grid grid-cols-2 gap-3 md:grid-cols-3', thumbSizes = '(min-width: 768px) 33vw, 50vw', english = [] }: Props) {
  const standIns = useMemo(() => new Set(english), [english]);
  // Each opening is a new viewing, even of the same picture: the viewer opens and starts at that
  // picture though React may still hold the last viewing, whose close event is queued.
  const [opened, setOpened] = useState<{ at: number; viewing: number } | null>(null);
  // Marks the thumbnails once React has hydrated them, for the browser tests to wait on.
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const thumbs = useRef<(HTMLAnchorElement | null)[]>([]);
  const total = images.length;

  // Opened in the same commit as the click, so no keystroke can reach the page behind first.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (opened !== null && element && !element.open) element.showModal();
  }, [opened]);


  const isOpen = opened !== null;
  useEffect(() => {
    if (!isOpen) return;
    // The page behind stays where it was while the viewer is open.
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    // The modal dialog leaves the page behind inert; Tab past its last button comes back to its
    // first rather than leaving for the browser's own controls. Focus is the dialog's: showModal()
    // gave it, its close event gives it back to the thumbnail.
    const element = dialog.current;
    const trap = element
      ? createFocusTrap(element, { initialFocus: false, fallbackFocus: element, escapeDeactivates: false, allowOutsideClick: true, returnFocusOnDeactivate: false }).activate()
      : undefined;
    return () => {
      trap?.deactivate();
      root.style.overflow = previous;
    };
  }, [isOpen]);

  const open = (event: MouseEvent<HTMLAnchorElement>, at: number) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpened((last) => ({ at, viewing: (last?.viewing ?? 0) + 1 }));
  };
  const close = () => dialog.current?.close();

  // Every way of closing (Escape, backdrop, button) ends in the dialog's own close event. The
  // browser queues it: one that arrives after a thumbnail has opened the viewer again is stale.
  const onClose = () => {
    if (dialog.current?.open) return;
    thumbs.current[opened?.at ?? 0]?.focus();
    setOpened(null);
  };

  return (
    <English.Provider value={standIns}>
      <ul className={className} data-lightbox-thumbs data-hydrated={hydrated ? '' : undefined}>
        {images.map((image, i) => (
          <li key={image.thumb.src}>
            <a
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              href={image.full.src}
              aria-label={labelWith((alt) => fill(labels.open, { n: i + 1, total, alt }), image.alt, standIns.has(image.alt))}
              {...(hydrated ? { role: 'button', 'aria-haspopup': 'dialog' as const, onKeyDown: spaceClicks, onClick: (event: MouseEvent<HTMLAnchorElement>) => open(event, i) } : {})}
              // On a phone the strip snaps back to the thumbnail whose start is nearest, which left a
              // thumbnail reached by Tab half outside the screen: it is brought in by its start.
              onFocus={(event) => event.currentTarget.parentElement?.scrollIntoView({ block: 'nearest', inline: 'start' })}
              className="group block w-full overflow-hidden bg-stone"
            >
              <Picture source={image.thumb} sizes={thumbSizes} alt="" loading="lazy" className="aspect-[4/3] h-auto w-full object-cover hover-zoom" />
            </a>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        aria-label={labels.dialog}
        onClose={onClose}
        className="on-dark lightbox-dialog"
        data-lightbox
      >
        {opened !== null && <Viewer key={opened.viewing} images={images} labels={labels} start={opened.at} close={close} />}
      </dialog>
    </English.Provider>
  );
}
