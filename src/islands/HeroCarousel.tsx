/**
 * The home hero: three slides over the looping background video, on Swiper (for its gestures:
 * a swipe moves to the next or previous slide). Slides change every HERO.autoAdvanceMs; rotation
 * pauses while the hero is hovered or holds focus and stops after a swipe or an arrow key. The
 * pause control, first in the hero's tab order, stops the slides and the video together (WCAG
 * 2.2.2) for the rest of the visit; under reduced motion nothing starts by itself. The video
 * plays only where motion and data are welcome; elsewhere each slide shows its photo.
 *
 * The stylesheet stacks the slides and shows the words of one at a time (`.hero-slides` in
 * global.css): the slides not shown are inert in the server's HTML already, so no other slide's
 * words show before the island runs, and at a change the words going fade out before the
 * words coming fade in. Swiper moves nothing itself (`virtualTranslate`).
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { fill } from '@/i18n/message';
import { HERO } from '@/lib/constants';
import { nextSlide, scrollTarget } from '@/lib/hero';
import { prefersReducedMotion, reducedMotionQuery } from '@/lib/motion';
import { useSwiper } from './swiper/use-swiper';
import { English, labelWith, Text } from './Text';

type Tone = 'brass' | 'lake' | 'ivory';

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
  /** The slides' texts that are English standing in for their translation (englishAmong). */
  english?: readonly string[];
}

// The overline is small text over a moving photograph: its brass is the pale one.
const TONE_TEXT: Record<Tone, string> = { brass: 'text-brass-pale', lake: 'text-lake', ivory: 'text-ivory' };
const TONE_BAR: Record<Tone, string> = { brass: 'bg-brass', lake: 'bg-lake', ivory: 'bg-ivory' };

/**
 * Swiper reads the gestures and reports the slide reached; the stylesheet stacks the slides and
 * fades their words, so Swiper moves nothing and waits for no transition of its own.
 */
const SWIPER_OPTIONS = { virtualTranslate: true, speed: 0 };


/** Set while the visitor has paused the hero's motion, for the rest of their visit. */
const PAUSED_KEY = 'hero-paused';

function pausedThisVisit() {
  try {
    return sessionStorage.getItem(PAUSED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberPaused(paused: boolean) {
  try {
    if (paused) sessionStorage.setItem(PAUSED_KEY, '1');
    else sessionStorage.removeItem(PAUSED_KEY);
  } catch {
    // Storage refused (private modes): the choice holds for this page only.
  }
}

function savesData() {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

export default function HeroCarousel({ slides, video, nextHref, strings, english = [] }: Props) {
  const standIns = useMemo(() => new Set(english), [english]);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  /** Set by a swipe or an arrow key: the visitor has taken over until they press play. */
  const [held, setHeld] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  /** What lies behind the slides: the server's poster, the video, or (no video wanted) the slides' photos. */
  const [background, setBackground] = useState<'poster' | 'video' | 'photos'>('poster');
  const [videoReady, setVideoReady] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const slider = useRef<HTMLDivElement>(null);
  const count = slides.length;
  const advancing = playing && !held;
  const rotating = advancing && !hovered && !focused && count > 1;

  const takeOver = (to: number) => {
    setIndex(to);
    setHeld(true);
  };
  useSwiper(slider, index, SWIPER_OPTIONS, takeOver);

  useEffect(() => {
    const reduce = reducedMotionQuery();
    const apply = () => {
      if (reduce.matches) setPlaying(false);
      if (reduce.matches || savesData()) setBackground('photos');
      else setBackground(document.readyState === 'complete' ? 'video' : 'poster');
    };
    apply();
    if (pausedThisVisit()) setPlaying(false);
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
    if (advancing) element.play().catch(() => setVideoReady(false));
    else element.pause();
  }, [advancing, background]);

  const scrollDown = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(nextHref.slice(1));
    if (!target) return;
    event.preventDefault();
    const top = target.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: scrollTarget(top, window.innerWidth), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step === undefined || count < 2 || (event.target as HTMLElement).closest('input, textarea, select')) return;
    event.preventDefault();
    takeOver((index + step + count) % count);
  };

  const togglePlay = () => {
    rememberPaused(advancing);
    if (advancing) setPlaying(false);
    else {
      setPlaying(true);
      setHeld(false);
    }
  };

  return (
    <English.Provider value={standIns}>
    <div
      className="absolute inset-0 flex flex-col"
      data-hydrated={hydrated ? '' : undefined}
      data-slide={index}
      onKeyDown={onKeyDown}
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
              className={`absolute inset-0 -z-10 h-full w-full object-cover transition-opacity duration-800 motion-reduce:transition-none ${i === index ? 'opacity-100' : 'opacity-0'}`}
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
          autoPlay={advancing}
          preload="auto"
          onPlaying={() => setVideoReady(true)}
          className={`absolute inset-0 -z-10 h-full w-full object-cover transition-opacity duration-700 ${videoReady ? 'opacity-100' : 'opacity-0'}`}
        >
          <source src={video.webm} type="video/webm" />
          <source src={video.mp4} type="video/mp4" />
        </video>
      )}
      <div aria-hidden="true" className="from-ink-deep/70 absolute inset-x-0 top-0 -z-10 h-48 bg-gradient-to-b to-transparent" />

      {/* Before the slides: the first stop of the hero's tab order is the one that stops its
          motion, then the slides' buttons. Without JavaScript the slides do not turn, so there is
          nothing to pick or pause. On a wide screen they stand over the video where the scrim has
          eased off, so they sit on a dark dock of their own that their focus ring can be seen on. */}
      <div className="container-site pointer-events-none absolute inset-x-0 bottom-0 z-10 flex items-end pb-8 lg:top-0 lg:items-center lg:justify-end lg:pb-0 noscript:hidden">
        <div className="pointer-events-auto flex items-center gap-3 lg:bg-ink-deep/85 lg:flex-col lg:rounded-full lg:p-3">
          <button
            type="button"
            onClick={togglePlay}
            className="border-ivory/60 hover:bg-ivory/10 inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold tracking-wide transition-colors"
          >
            <svg viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor" aria-hidden="true">
              {advancing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13l10.5-6.5z" />}
            </svg>
            {advancing ? strings.pause : strings.play}
          </button>
          <div className="flex lg:flex-col" role="group" aria-label={strings.slides}>
            {slides.map((slide, i) => (
              <button
                key={slide.titleBold}
                type="button"
                aria-label={labelWith((title) => fill(strings.goTo, { number: i + 1, title }), `${slide.titleLight} ${slide.titleBold}`, standIns.has(slide.titleLight) || standIns.has(slide.titleBold))}
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
        </div>
      </div>

      <div ref={slider} className="swiper hero-slides w-full flex-1" aria-live={rotating ? 'off' : 'polite'}>
        <div className="swiper-wrapper">
          {slides.map((slide, i) => {
            const active = i === index;
            return (
              <div
                key={slide.titleBold}
                role="group"
                aria-roledescription={strings.slide}
                aria-label={fill(strings.slideOf, { number: i + 1, total: count })}
                inert={!active}
                className="swiper-slide"
              >
                <div className="container-site pt-24 pb-40 lg:pb-36">
                  <div className="max-w-3xl">
                    <p className={`eyebrow ${TONE_TEXT[slide.tone]}`}>
                      <Text>{slide.category}</Text>
                    </p>
                    <h2 className="mt-5 text-5xl leading-[1.02] text-balance sm:text-6xl lg:text-[5.5rem]">
                      <span className="italic">
                        <Text>{slide.titleLight}</Text>
                      </span>{' '}
                      <span className="font-semibold">
                        <Text>{slide.titleBold}</Text>
                      </span>
                    </h2>
                    <p className="text-ivory/90 mt-6 max-w-xl text-lg leading-relaxed">
                      <Text>{slide.subtitle}</Text>
                    </p>
                    <a
                      href={slide.href}
                      className="border-ivory/80 text-ivory hover:bg-ivory hover:text-ink mt-9 inline-flex min-h-12 items-center gap-3 border px-6 text-sm font-semibold tracking-wide transition-colors duration-300"
                    >
                      <Text>{slide.cta}</Text>
                    </a>
                  </div>
                </div>
              </div>
            );
          })}
        </div>
      </div>

      <a
        href={nextHref}
        onClick={scrollDown}
        aria-label={strings.scrollDown}
        className="border-ivory/50 hover:bg-ivory/10 absolute bottom-8 left-1/2 z-10 inline-flex h-12 w-12 -translate-x-1/2 items-center justify-center rounded-full border transition-colors max-lg:left-auto max-lg:right-[clamp(1.25rem,4vw,3.5rem)] max-lg:translate-x-0"
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
          <path d="M12 5v14M6 13l6 6 6-6" />
        </svg>
      </a>
    </div>
    </English.Provider>
  );
}
