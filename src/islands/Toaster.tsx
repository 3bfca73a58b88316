/**
 * Shows the notices of src/lib/toast.ts with Radix Toast, which gives the labelled region (F8
 * moves focus to it), the timer that pauses while a notice is hovered or focused, the swipe to the
 * right past TOAST.swipeThresholdPx and the close button.
 */
import * as Radix from '@radix-ui/react-toast';
import { useSyncExternalStore, type CSSProperties } from 'react';
import { TOAST } from '@/lib/constants';
import { dismiss, getToasts, subscribe, type Toast } from '@/lib/toast';
import { useHydrated } from './use-hydrated';

export interface ToasterLabels {
  /** The region's name, e.g. "Notifications (F8)". */
  region: string;
  close: string;
}

/**
 * Radix announces a notice by copying its words into a live region of its own; here each notice
 * announces itself (role status, or alert when destructive) or, when quiet, not at all, since
 * the page says the same words. Radix's copy is rendered into this node, outside the document,
 * where no one hears it twice.
 */
const unheard = typeof document === 'undefined' ? undefined : document.createElement('div');

function Notice({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  const destructive = toast.variant === 'destructive';
  return (
    <Radix.Root
      open={toast.open}
      onOpenChange={(open) => !open && dismiss(toast.id)}
      duration={toast.durationMs}
      type={destructive ? 'foreground' : 'background'}
      role={toast.quiet ? undefined : destructive ? 'alert' : 'status'}
      aria-live={toast.quiet ? undefined : destructive ? 'assertive' : 'polite'}
      aria-atomic={toast.quiet ? undefined : true}
      data-toast={toast.variant}
      data-toast-id={toast.id}
      className={[
        'pointer-events-auto relative flex w-full items-start gap-4 border p-5 pr-12 shadow-lg',
        'translate-x-(--radix-toast-swipe-move-x) transition-[opacity,transform] duration-300 ease-(--ease-calm) starting:opacity-0',
        'data-[swipe=move]:transition-none data-[swipe=cancel]:translate-x-0',
        destructive ? 'border-danger bg-danger text-ivory' : 'border-ink/15 bg-ivory text-ink',
      ].join(' ')}
    >
      <div className="grid gap-1">
        <Radix.Title className="text-sm font-semibold">{toast.title}</Radix.Title>
        {toast.description && <Radix.Description className={destructive ? 'text-sm text-ivory/90' : 'text-ink-soft text-sm'}>{toast.description}</Radix.Description>}
      </div>
      <Radix.Close
        aria-label={closeLabel}
        className={[
          'absolute top-2 right-2 inline-flex h-9 w-9 items-center justify-center rounded-full transition-colors',
          destructive ? 'text-ivory hover:bg-ivory/15 focus-visible:outline-ivory' : 'text-ink hover:bg-ink/5',
        ].join(' ')}
      >
        <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.75">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </Radix.Close>
    </Radix.Root>
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
  // Radix styles its region from script (pointer-events); rendered by the server, that style
  // attribute would need 'unsafe-inline' in the page's Content Security Policy. No notice is
  // shown before the island wakes, so the region waits for it.
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <div data-toaster>
      <Radix.Provider label={labels.region} swipeDirection="right" swipeThreshold={TOAST.swipeThresholdPx} duration={TOAST.durationMs} announcerContainer={unheard}>
        {toasts.map((t) => (
          <Notice key={t.id} toast={t} closeLabel={labels.close} />
        ))}
        <Radix.Viewport
          hotkey={[TOAST.hotkey]}
          label={labels.region}
          data-toast-viewport
          className={`pointer-events-none fixed left-0 z-[100] flex max-h-dvh w-full flex-col-reverse gap-2 p-4 focus:outline-none focus-visible:outline-2 md:max-w-(--toast-max-width) ${PLACEMENT[placement]}`}
          style={{ '--toast-max-width': `${TOAST.maxWidthPx}px` } as CSSProperties}
        />
      </Radix.Provider>
    </div>
  );
}
