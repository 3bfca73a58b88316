/**
 * The home hero: three slides over the looping background video. Slides fade every
 * HERO.autoAdvanceMs; rotation pauses while the hero is hovered or holds focus, stops for good
 * with the pause control (WCAG 2.2.2) and never starts by itself under reduced motion. The
 * video plays only where motion and data are welcome; elsewhere each slide shows its photo.
 */
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { HERO } from '@/lib/constants';
import { nextSlide, scrollTarget } from '@/lib/hero';

export type Tone = 'brass' | 'lake' | 'ivory';

export interface HeroSlide {
  category: string;
  titleLight: string;
  titleBold: string;
  subtitle: string;
  cta: string;
  href: string;
  tone: Tone;
  image: { src: string; srcset: string };
}

interface Props {
  slides: HeroSlide[];
  video: { webm: string; mp4: string };
  /** The in-page address of the section the scroll-down arrow leads to, e.g. "#what-we-do". */
  nextHref: string;
  strings: Record<'slide' | 'slideOf' | 'slides' | 'goTo' | 'pause' | 'play' | 'scrollDown', string>;
}

const TONE_TEXT: Record<Tone, string> = { brass: 'text-brass', lake: 'text-lake', ivory: 'text-ivory' };
const TONE_BAR: Record<Tone, string> = { brass: 'bg-brass', lake: 'bg-lake', ivory: 'bg-ivory' };

const fill = (template: string, vars: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));

function prefersReducedMotion() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function savesData() {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

export default function HeroCarousel({ slides, video, nextHref, strings }: Props) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  /** What lies behind the slides: the server's poster, the video, or (no video wanted) the slides' photos. */
  const [background, setBackground] = useState<'poster' | 'video' | 'photos'>('poster');
  const [videoReady, setVideoReady] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const count = slides.length;
  const rotating = playing && !hovered && !focused && count > 1;

  useEffect(() => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)');
    const apply = () => {
      if (reduce.matches) setPlaying(false);
      if (reduce.matches || savesData()) setBackground('photos');
      else setBackground(document.readyState === 'complete' ? 'video' : 'poster');
    };
    apply();
    setHydrated(true);
    reduce.addEventListener('change', apply);
    // A loading video holds back the page's load event: it starts once the page has loaded.
    window.addEventListener('load', apply, { once: true });
    return () => {
      reduce.removeEventListener('change', apply);
      window.removeEventListener('load', apply);
    };
  }, []);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((i) => nextSlide(i, count)), HERO.autoAdvanceMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    element.muted = true;
    if (playing) element.play().catch(() => setVideoReady(false));
    else element.pause();
  }, [playing, background]);

  const scrollDown = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(nextHref.slice(1));
    if (!target) return;
    event.preventDefault();
    const top = target.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: scrollTarget(top, window.innerWidth), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  // Set once hydrated: a style attribute in the server's HTML would need 'unsafe-inline' in the
  // page's Content Security Policy, and nothing fades before the island runs.
  const fade = hydrated ? { transitionDuration: `${HERO.fadeSeconds}s` } : undefined;

  return (
    <div
      className="absolute inset-0 flex flex-col"
      data-hydrated={hydrated ? '' : undefined}
      data-slide={index}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {background === 'photos' && (
        <div aria-hidden="true">
          {slides.map((slide, i) => (
            <img
              key={slide.image.src}
              src={slide.image.src}
              srcSet={slide.image.srcset}
              sizes="100vw"
              alt=""
              decoding="async"
              style={fade}
              className={`absolute inset-0 -z-10 h-full w-full object-cover transition-opacity ${i === index ? 'opacity-100' : 'opacity-0'}`}
            />
          ))}
        </div>
      )}
      {background === 'video' && (
        <video
          ref={videoRef}
          aria-hidden="true"
          tabIndex={-1}
          muted
          loop
          playsInline
          autoPlay
          preload="auto"
          onPlaying={() => setVideoReady(true)}
          className={`absolute inset-0 -z-10 h-full w-full object-cover transition-opacity duration-700 ${videoReady ? 'opacity-100' : 'opacity-0'}`}
        >
          <source src={video.webm} type="video/webm" />
          <source src={video.mp4} type="video/mp4" />
        </video>
      )}
      <div aria-hidden="true" className="from-ink-deep/70 absolute inset-x-0 top-0 -z-10 h-48 bg-gradient-to-b to-transparent" />
      <div aria-hidden="true" className="from-ink-deep/95 via-ink-deep/55 absolute inset-0 -z-10 bg-gradient-to-t via-45% to-transparent" />

      <div className="container-site grid flex-1 items-end pt-(--header-height) pb-40 lg:pb-36" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const active = i === index;
          return (
            <div
              key={slide.titleBold}
              role="group"
              aria-roledescription={strings.slide}
              aria-label={fill(strings.slideOf, { number: i + 1, total: count })}
              inert={!active}
              style={fade}
              className={`[grid-area:1/1] max-w-3xl transition-opacity ${active ? 'opacity-100' : 'opacity-0'}`}
            >
              <p className={`eyebrow ${TONE_TEXT[slide.tone]}`}>{slide.category}</p>
              <h2 className="mt-5 text-5xl leading-[1.02] text-balance sm:text-6xl lg:text-[5.5rem]">
                <span className="italic">{slide.titleLight}</span> <span className="font-semibold">{slide.titleBold}</span>
              </h2>
              <p className="text-ivory/90 mt-6 max-w-xl text-lg leading-relaxed">{slide.subtitle}</p>
              <a
                href={slide.href}
                className="border-ivory/80 text-ivory hover:bg-ivory hover:text-ink mt-9 inline-flex min-h-12 items-center gap-3 border px-6 text-sm font-semibold tracking-wide transition-colors duration-300"
              >
                {slide.cta}
              </a>
            </div>
          );
        })}
      </div>

      <div className="container-site pointer-events-none absolute inset-x-0 bottom-0 flex items-end justify-between pb-8 lg:top-0 lg:items-center lg:justify-end lg:pb-0">
        <div className="pointer-events-auto flex items-center gap-2 lg:flex-col lg:gap-3" role="group" aria-label={strings.slides}>
          <div className="flex lg:flex-col">
            {slides.map((slide, i) => (
              <button
                key={slide.titleBold}
                type="button"
                aria-label={fill(strings.goTo, { number: i + 1, title: `${slide.titleLight} ${slide.titleBold}` })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className="group flex h-11 w-12 items-center justify-center lg:h-14 lg:w-11"
              >
                <span
                  className={`block h-0.5 w-9 transition-colors duration-500 lg:h-10 lg:w-0.5 ${i === index ? TONE_BAR[slide.tone] : 'bg-ivory/45 group-hover:bg-ivory/80'}`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => setPlaying((p) => !p)}
            aria-label={playing ? strings.pause : strings.play}
            className="border-ivory/50 hover:bg-ivory/10 ml-2 inline-flex h-11 w-11 items-center justify-center rounded-full border transition-colors lg:mt-2 lg:ml-0"
          >
            <svg viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor" aria-hidden="true">
              {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13l10.5-6.5z" />}
            </svg>
          </button>
        </div>
      </div>

      <a
        href={nextHref}
        onClick={scrollDown}
        aria-label={strings.scrollDown}
        className="border-ivory/50 hover:bg-ivory/10 absolute bottom-8 left-1/2 inline-flex h-12 w-12 -translate-x-1/2 items-center justify-center rounded-full border transition-colors max-lg:left-auto max-lg:right-[clamp(1.25rem,4vw,3.5rem)] max-lg:translate-x-0"
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
          <path d="M12 5v14M6 13l6 6 6-6" />
        </svg>
      </a>
    </div>
  );
}
