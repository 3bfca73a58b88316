/**
 * A grid of thumbnails that open a full-screen viewer (SPEC §2). The viewer is a modal <dialog>
 * so the page behind it is inert; Tab is additionally kept inside it, arrows and buttons move
 * with wrap-around, Escape or a click on the backdrop closes it and focus returns to the
 * thumbnail that opened it. Image URLs come ready-made from astro:assets.
 */
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useHydrated } from './use-hydrated';

export interface LightboxSource {
  src: string;
  avif: string;
  webp: string;
  width: number;
  height: number;
}

export interface LightboxImage {
  alt: string;
  thumb: LightboxSource;
  full: LightboxSource;
}

interface Props {
  images: LightboxImage[];
  labels: {
    /** Accessible name of each thumbnail, with {n}, {total} and {alt}. */
    open: string;
    dialog: string;
    close: string;
    previous: string;
    next: string;
    /** "{n} / {total}" */
    counter: string;
  };
  /** Classes of the thumbnail grid, e.g. its columns. */
  className?: string | undefined;
  /** `sizes` of the thumbnails in the grid. */
  thumbSizes?: string | undefined;
}

const fill = (template: string, vars: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (m, k: string) => String(vars[k] ?? m));

export default function Lightbox({ images, labels, className = 'grid grid-cols-2 gap-3 md:grid-cols-3', thumbSizes = '(min-width: 768px) 33vw, 50vw' }: Props) {
  const [index, setIndex] = useState<number | null>(null);
  // Marks the thumbnails once React has hydrated them, for the browser tests to wait on.
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const opener = useRef(0);
  const total = images.length;

  // Opened in the same commit as the click, so no keystroke can reach the page behind first.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (index !== null && element && !element.open) element.showModal();
  }, [index]);

  const isOpen = index !== null;
  useEffect(() => {
    if (!isOpen) return;
    // The page behind stays where it was while the viewer is open.
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [isOpen]);

  const open = (at: number) => {
    opener.current = at;
    setIndex(at);
  };
  const move = (step: number) => setIndex((current) => (current === null ? current : (current + step + total) % total));
  const close = () => dialog.current?.close();

  // Every way of closing (Escape, backdrop, button) ends in the dialog's own close event.
  const onClose = () => {
    setIndex(null);
    thumbs.current[opener.current]?.focus();
  };

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'ArrowRight' && total > 1) {
      event.preventDefault();
      move(1);
    } else if (event.key === 'ArrowLeft' && total > 1) {
      event.preventDefault();
      move(-1);
    } else if (event.key === 'Tab') {
      const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('button:not([disabled])')];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }
  }

  function onBackdrop(event: MouseEvent<HTMLElement>) {
    if (event.target === event.currentTarget) close();
  }

  const current = index === null ? null : images[index];
  const navButton = 'flex h-12 w-12 items-center justify-center rounded-full border border-ivory/40 text-ivory transition-colors duration-300 hover:bg-ivory hover:text-ink';

  return (
    <>
      <ul className={className} data-lightbox-thumbs data-hydrated={hydrated ? '' : undefined}>
        {images.map((image, i) => (
          <li key={image.thumb.src}>
            <button
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              type="button"
              onClick={() => open(i)}
              aria-label={fill(labels.open, { n: i + 1, total, alt: image.alt })}
              aria-haspopup="dialog"
              className="group block w-full overflow-hidden bg-stone"
            >
              <picture>
                <source type="image/avif" srcSet={image.thumb.avif} sizes={thumbSizes} />
                <source type="image/webp" srcSet={image.thumb.webp} sizes={thumbSizes} />
                <img
                  src={image.thumb.src}
                  alt=""
                  width={image.thumb.width}
                  height={image.thumb.height}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-700 ease-(--ease-calm) group-hover:scale-[1.03]"
                />
              </picture>
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        aria-label={labels.dialog}
        onClose={onClose}
        onKeyDown={onKeyDown}
        className="on-dark m-0 h-dvh max-h-none w-screen max-w-none bg-ink-deep p-0 text-ivory backdrop:bg-ink-deep/60"
        data-lightbox
      >
        {current && index !== null && (
          <div className="flex h-full flex-col" onClick={onBackdrop} data-backdrop>
            <div className="flex items-center justify-between gap-4 px-4 py-3 md:px-8" onClick={onBackdrop}>
              <p className="figures text-sm tracking-wide text-ivory/90" aria-live="polite" data-counter>
                {total > 1 ? fill(labels.counter, { n: index + 1, total }) : ''}
              </p>
              <button type="button" onClick={close} className={navButton} aria-label={labels.close} data-close>
                <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
                  <path d="M6 6l12 12M18 6 6 18" />
                </svg>
              </button>
            </div>
            <figure className="flex min-h-0 flex-1 items-center justify-center px-4 md:px-24" onClick={onBackdrop}>
              <picture key={current.full.src}>
                <source type="image/avif" srcSet={current.full.avif} sizes="100vw" />
                <source type="image/webp" srcSet={current.full.webp} sizes="100vw" />
                <img
                  src={current.full.src}
                  alt={current.alt}
                  width={current.full.width}
                  height={current.full.height}
                  decoding="async"
                  className="max-h-[calc(100dvh-10rem)] w-auto max-w-full object-contain"
                  data-full
                />
              </picture>
            </figure>
            <div className="flex items-center justify-center gap-4 px-4 pt-3 pb-6" onClick={onBackdrop}>
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
        )}
      </dialog>
    </>
  );
}
