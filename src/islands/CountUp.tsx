/**
 * A figure that counts up from zero once it has scrolled well into view. The server
 * HTML holds the final value, and screen readers only ever read that one.
 */
import { useEffect, useRef, useState } from 'react';
import { COUNT_UP } from '@/lib/constants';
import { easeOutCubic, formatCountValue, parseCountValue } from '@/lib/portfolio/count-up';
import { splitFallback } from '@/i18n/fallback';

interface Props {
  value: string;
  /** BCP 47 language of the value's number format, e.g. "de-CH". */
  lang?: string;
  className?: string;
}

type State = 'static' | 'waiting' | 'running' | 'done';

export default function CountUp({ value: given, lang = 'en', className }: Props) {
  // A figure from the English original standing in for its translation is marked as English.
  const { text: value, lang: textLang } = splitFallback(given);
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);
  const [state, setState] = useState<State>('static');

  useEffect(() => {
    const parts = parseCountValue(value, lang);
    const element = ref.current;
    if (!parts || !element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    setShown(formatCountValue(parts, 0, lang));
    setState('waiting');
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setState('running');
        let start: number | undefined;
        const step = (now: number) => {
          start ??= now;
          const progress = (now - start) / COUNT_UP.durationMs;
          if (progress >= 1) {
            setShown(value);
            setState('done');
            return;
          }
          setShown(formatCountValue(parts, parts.value * easeOutCubic(progress), lang));
          frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { rootMargin: COUNT_UP.rootMargin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, lang]);

  return (
    <span ref={ref} className={className} data-count-up={state} lang={textLang}>
      <span className="sr-only">{value}</span>
      <span aria-hidden="true" className="figures">
        {shown}
      </span>
    </span>
  );
}
