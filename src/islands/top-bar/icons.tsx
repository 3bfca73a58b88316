/** The top bar's line icons: decorative, drawn in the current colour. */
import type { ReactNode } from 'react';

/** An icon of the given drawing, `size` its classes unless the caller gives its own. */
function lineIcon(drawing: ReactNode, size: string) {
  return function LineIcon({ className = size }: { className?: string }) {
    return (
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.5} aria-hidden className={className}>
        {drawing}
      </svg>
    );
  };
}

export const GlobeIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.4 2.5 3.6 5.5 3.6 9s-1.2 6.5-3.6 9c-2.4-2.5-3.6-5.5-3.6-9S9.6 5.5 12 3z" />
  </>,
  'h-5 w-5',
);

export const LockIcon = lineIcon(
  <>
    <rect x="5" y="10.5" width="14" height="10" rx="1.5" />
    <path d="M8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3" />
  </>,
  'h-5 w-5',
);

export const MenuIcon = lineIcon(<path d="M4 7h16M4 12h16M4 17h10" />, 'h-5 w-5');
export const CloseIcon = lineIcon(<path d="m6 6 12 12M18 6 6 18" />, 'h-6 w-6');
export const ChevronIcon = lineIcon(<path d="m6 9 6 6 6-6" />, 'h-4 w-4');
export const ArrowIcon = lineIcon(<path d="M5 12h14M13 6l6 6-6 6" />, 'h-4 w-4');
