/**
 * Shows the notices of src/lib/toast.ts: a labelled region (F8 moves focus to it), each notice
 * announced (destructive ones assertively), closing by itself after its duration unless hovered
 * or focused, and dismissable with its button or a swipe to the right.
 */
import { useEffect, useRef, useState, useSyncExternalStore, type CSSProperties, type PointerEvent } from 'react';
import { TOAST } from '@/lib/constants';
import { dismiss, getToasts, subscribe, type Toast } from '@/lib/toast';
import { useHydrated } from './use-hydrated';

export interface ToasterLabels {
  /** The region's name, e.g. "Notifications (F8)". */
  region: string;
  close: string;
}

const LEAVE_MS = 200;

function ToastItem({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  const [shown, setShown] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [offset, setOffset] = useState(0);
  const [paused, setPaused] = useState(false);
  const start = useRef<number | null>(null);
  const remaining = useRef(toast.durationMs);

  const close = () => {
    setLeaving(true);
    setTimeout(() => dismiss(toast.id), LEAVE_MS);
  };

  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  useEffect(() => {
    if (paused || leaving) return;
    const began = Date.now();
    const timer = setTimeout(close, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - began;
    };
    // The timer restarts with what is left whenever hovering or focus pauses it, not when close changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paused, leaving]);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    start.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
  };
  const onPointerUp = () => {
    if (start.current === null) return;
    start.current = null;
    if (offset > TOAST.swipeThresholdPx) close();
    else setOffset(0);
  };

  const destructive = toast.variant === 'destructive';
  const visible = shown && !leaving;
  const style: CSSProperties = {
    transform: `translateX(${leaving ? '110%' : `${offset}px`})`,
    transition: start.current === null ? undefined : 'none',
  };

  return (
    <li
      role={toast.quiet ? undefined : destructive ? 'alert' : 'status'}
      aria-live={toast.quiet ? undefined : destructive ? 'assertive' : 'polite'}
      aria-atomic={toast.quiet ? undefined : true}
      data-toast={toast.variant}
      data-toast-id={toast.id}
      className={[
        'pointer-events-auto relative flex w-full touch-pan-y items-start gap-4 border p-5 pr-12 shadow-lg transition-[opacity,transform] duration-300 ease-(--ease-calm) select-none',
        destructive ? 'border-danger bg-danger text-ivory' : 'border-ink/15 bg-ivory text-ink',
        visible ? 'opacity-100' : 'opacity-0',
      ].join(' ')}
      style={style}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <div className="grid gap-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description && <p className={destructive ? 'text-sm text-ivory/90' : 'text-ink-soft text-sm'}>{toast.description}</p>}
      </div>
      <button
        type="button"
        aria-label={closeLabel}
        onClick={close}
        className={[
          'absolute top-2 right-2 inline-flex h-9 w-9 items-center justify-center rounded-full transition-colors',
          destructive ? 'text-ivory hover:bg-ivory/15 focus-visible:outline-ivory' : 'text-ink hover:bg-ink/5',
        ].join(' ')}
      >
        <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.75">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </li>
  );
}

/**
 * Where the notices appear from the sm breakpoint (on phones always across the top): `corner`,
 * bottom right; `top`, under the top bar, on the right and, from lg, on the left, over a page
 * whose picture is there.
 */
const PLACEMENT = {
  corner: 'top-0 sm:top-auto sm:right-0 sm:bottom-0 sm:left-auto sm:flex-col',
  top: 'top-(--header-height) sm:right-0 sm:left-auto sm:flex-col lg:right-auto lg:left-0',
} as const;

export default function Toaster({ labels, placement = 'corner' }: { labels: ToasterLabels; placement?: keyof typeof PLACEMENT }) {
  const toasts = useSyncExternalStore(subscribe, getToasts, getToasts);
  const list = useRef<HTMLOListElement>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === TOAST.hotkey) {
        event.preventDefault();
        list.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section aria-label={labels.region} data-toaster>
      <ol
        ref={list}
        tabIndex={-1}
        data-toast-viewport
        className={`pointer-events-none fixed left-0 z-[100] flex max-h-dvh w-full flex-col-reverse gap-2 p-4 focus:outline-none focus-visible:outline-2 md:max-w-(--toast-max-width) ${PLACEMENT[placement]}`}
        // Set once hydrated: a style attribute in the server's HTML would need 'unsafe-inline' in the
        // page's Content Security Policy, while a style set from script does not.
        style={hydrated ? ({ '--toast-max-width': `${TOAST.maxWidthPx}px` } as CSSProperties) : undefined}
      >
        {toasts
          .filter((t) => t.open)
          .map((t) => (
            <ToastItem key={t.id} toast={t} closeLabel={labels.close} />
          ))}
      </ol>
    </section>
  );
}
