/**
 * A modal panel of the top bar over a dimmed backdrop: the menu and the investor panel. It stays
 * in the page, closed: out of sight (`hidden`), invisible once it has gone, and inert. framer-motion brings it in
 * (the backdrop fades, the panel moves from `hidden` to `shown`) and takes it out again; it is
 * inert from the moment it starts to close.
 */
import { m, type TargetAndTransition } from 'framer-motion';
import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { ANIMATION } from '@/lib/constants';
import { useModal } from './use-modal';

interface Props {
  open: boolean;
  /** Classes of the layer holding backdrop and panel (its stacking order). */
  layerClass: string;
  onDismiss: () => void;
  /** What stays usable beside the panel while it is open. */
  keep?: () => (Element | null | undefined)[];
  hidden: TargetAndTransition;
  shown: TargetAndTransition;
  panel: {
    id: string;
    className: string;
    style?: CSSProperties;
    'aria-label'?: string;
    'aria-labelledby'?: string;
    'aria-describedby'?: string;
  };
  children: ReactNode;
}

const transition = { duration: ANIMATION.panelSeconds, ease: ANIMATION.ease } as const;

export default function Sheet({ open, layerClass, onDismiss, keep = () => [], hidden, shown, panel, children }: Props) {
  const layer = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  /** Set once the panel has come in, until it has gone out again. */
  const [out, setOut] = useState(false);
  // Visible from the first frame it opens, so focus can move into it at once.
  const invisible = !open && !out;
  useModal(dialog, open, () => [layer.current, ...keep()]);
  return (
    <div ref={layer} className={`fixed inset-0 ${layerClass} ${open ? '' : 'pointer-events-none'}`} inert={!open}>
      <m.div
        aria-hidden="true"
        data-backdrop
        onClick={onDismiss}
        className="bg-ink-deep/55 absolute inset-0"
        initial={false}
        animate={{ opacity: open ? 1 : 0 }}
        transition={transition}
      />
      <m.div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        {...panel}
        className={`${panel.className} ${invisible ? 'invisible' : ''}`}
        initial={false}
        animate={open ? shown : hidden}
        transition={transition}
        onAnimationComplete={() => setOut(open)}
      >
        {children}
      </m.div>
    </div>
  );
}
