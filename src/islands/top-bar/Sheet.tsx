/**
 * A modal panel of the top bar over a dimmed backdrop: the menu and the investor panel. It is
 * in the page only while open; framer-motion brings it in and takes it out (the backdrop fades,
 * the panel moves as `hidden` and `shown` say). While it leaves it is already inert.
 */
import { AnimatePresence, m, useIsPresent, type TargetAndTransition } from 'framer-motion';
import { useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
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

function Layer({ layer, panelRef, layerClass, onDismiss, hidden, shown, panel, children }: Omit<Props, 'open' | 'keep'> & { layer: RefObject<HTMLDivElement | null>; panelRef: RefObject<HTMLDivElement | null> }) {
  const present = useIsPresent();
  return (
    <div ref={layer} className={`fixed inset-0 ${layerClass}`} inert={!present}>
      <m.div
        aria-hidden="true"
        data-backdrop
        onClick={onDismiss}
        className="bg-ink-deep/55 absolute inset-0"
        initial={{ opacity: 0 }}
        animate={{ opacity: 1 }}
        exit={{ opacity: 0 }}
        transition={transition}
      />
      <m.div ref={panelRef} role="dialog" aria-modal="true" {...panel} initial={hidden} animate={shown} exit={hidden} transition={transition}>
        {children}
      </m.div>
    </div>
  );
}

export default function Sheet({ open, keep = () => [], ...props }: Props) {
  const layer = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useModal(panel, open, () => [layer.current, ...keep()]);
  return <AnimatePresence>{open && <Layer key="layer" layer={layer} panelRef={panel} {...props} />}</AnimatePresence>;
}
