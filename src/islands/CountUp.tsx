/**
 * A figure that counts up from zero as it comes into view. The server HTML holds the final value,
 * and screen readers only ever read that one. A figure the visitor may already see is never
 * replaced by zero: it is reset for counting only while it is out of view, and one in view when
 * the script starts keeps its final value. Printing shows the final value whatever the animation
 * is doing.
 */
import { useEffect, useRef, useState } from 'react';
import { COUNT_UP } from '@/lib/constants';
import { prefersReducedMotion } from '@/lib/motion';
import { easeOutCubic, formatCountValue, parseCountValue } from '@/lib/portfolio/count-up';

interface Props {
  value: string;
  /** BCP 47 language of the value's number format, e.g. "de-CH". */
  lang?: string;
  /** The value is the English original's, standing in for its translation. */
  english?: boolean;
  className?: string;
}

type State = 'static' | 'waiting' | 'running' | 'done';

export default function CountUp({ value, lang = 'en', english = false, className }: Props) {
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);
  const [state, setState] = useState<State>('static');

  useEffect(() => {
    const parts = parseCountValue(value, lang);
    const element = ref.current;
    if (!parts || parts.value === 0 || !element || prefersReducedMotion()) return;
    let frame = 0;
    let first = true;
    const count = () => {
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
    };
    // The observer's first report says where the figure is when the script starts: in view, it
    // stays as it is; out of view, it is reset and counts as soon as any part of it shows.
    const observer = new IntersectionObserver((entries) => {
      const inView = entries.some((entry) => entry.isIntersecting);
      if (first) {
        first = false;
        if (inView) {
          observer.disconnect();
          return;
        }
        setShown(formatCountValue(parts, 0, lang));
        setState('waiting');
        return;
      }
      if (!inView) return;
      observer.disconnect();
      count();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, lang]);

  return (
    <span ref={ref} className={className} data-count-up={state} lang={english ? 'en' : undefined}>
      {/* On paper the final value shows, not the moment of an animation. */}
      <span className="figures sr-only print:not-sr-only">{value}</span>
      <span aria-hidden="true" className="figures print:hidden">
        {shown}
      </span>
    </span>
  );
}
