/**
 * The development timeline: one phase open at a time (the first at first), earlier phases
 * marked as done. Each phase is a native disclosure (<details>/<summary>), so without JavaScript
 * every phase still opens and closes on its own. Once hydrated it follows the WAI-ARIA accordion
 * pattern: one phase open, the open header cannot collapse its own panel (so it is marked
 * aria-disabled), and a phase's panel opens and closes with its height (framer-motion); the
 * closing one folds away before its <details> closes. Nothing moves before the visitor picks a
 * phase, nor under reduced motion.
 */
import { domAnimation, LazyMotion, m, MotionConfig, useReducedMotion } from 'framer-motion';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ANIMATION } from '@/lib/constants';
import { English, Text } from './Text';

interface Phase {
  title: string;
  period?: string | undefined;
  items: string[];
  /** "4 key deliverables", already in the page's language. */
  count: string;
}

interface Props {
  phases: Phase[];
  /** Read after the check mark of phases before the open one. */
  doneLabel: string;
  /** The phases' texts that are English standing in for their translation (englishAmong). */
  english?: readonly string[];
}

export default function PhaseAccordion({ english = [], ...props }: Props) {
  const standIns = useMemo(() => new Set(english), [english]);
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        <English.Provider value={standIns}>
          <Phases {...props} />
        </English.Provider>
      </MotionConfig>
    </LazyMotion>
  );
}

function Phases({ phases, doneLabel }: Omit<Props, 'english'>) {
  const [open, setOpen] = useState(0);
  /** The phase folding away, shown until it has. */
  const [closing, setClosing] = useState<number | null>(null);
  /** Panels animate once the visitor has chosen a phase; the server's markup has no inline sizes. */
  const [chosen, setChosen] = useState(false);
  const headers = useRef<(HTMLElement | null)[]>([]);
  const id = useId();
  const reduce = useReducedMotion();
  const transition = { duration: reduce ? 0 : ANIMATION.accordionSeconds, ease: ANIMATION.ease };

  const choose = (index: number) => {
    if (index === open) return;
    setClosing(open);
    setOpen(index);
    setChosen(true);
  };

  function onKeyDown(event: KeyboardEvent<HTMLElement>, index: number) {
    const last = phases.length - 1;
    const target = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    headers.current[target]?.focus();
  }

  return (
    <ol className="divide-y divide-ink/10 border-y border-ink/10" data-phase-accordion>
      {phases.map((phase, index) => {
        const isOpen = index === open;
        const done = index < open;
        const headerId = `${id}-header-${index}`;
        const panelId = `${id}-panel-${index}`;
        return (
          <li key={phase.title} data-phase={index} data-open={isOpen ? '' : undefined} data-done={done ? '' : undefined}>
            <details
              className="group/phase"
              open={isOpen || closing === index}
              // The browser opens a closed phase itself when find-in-page lands in it.
              onToggle={(event) => event.currentTarget.open && choose(index)}
            >
              <summary
                ref={(el) => {
                  headers.current[index] = el;
                }}
                id={headerId}
                aria-controls={panelId}
                aria-disabled={isOpen || undefined}
                onClick={(event) => {
                  event.preventDefault();
                  choose(index);
                }}
                onKeyDown={(event) => onKeyDown(event, index)}
                className="group phase-header"
              >
                <span
                  className={`figures phase-number ${
                    done ? 'border-green bg-green text-ivory' : isOpen ? 'border-ink bg-ink text-ivory' : 'border-ink/30 text-ink'
                  }`}
                >
                  {done ? (
                    <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" data-check>
                      <path d="m5 12.5 4.5 4.5L19 7.5" />
                    </svg>
                  ) : (
                    <span aria-hidden="true">{index + 1}</span>
                  )}
                  {done && <span className="sr-only">{doneLabel}</span>}
                </span>
                {/* The heading and its line of facts are children of <summary> itself, which allows
                    one heading among phrasing content; the grid stacks them beside the number. */}
                <h4 className="phase-title">
                  <Text>{phase.title}</Text>
                </h4>
                <span className="col-start-2 mt-1 self-start text-sm text-ink-soft">
                  {phase.period && (
                    <span className="figures">
                      <Text>{phase.period}</Text> ·{' '}
                    </span>
                  )}
                  <span data-count>{phase.count}</span>
                </span>
                <svg viewBox="0 0 24 24" className="phase-chevron" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
                  <path d="m6 9 6 6 6-6" />
                </svg>
              </summary>
              <m.div
                className="overflow-hidden"
                initial={false}
                animate={chosen ? { height: isOpen ? 'auto' : 0 } : undefined}
                transition={transition}
                onAnimationComplete={() => index === closing && setClosing(null)}
              >
                <div id={panelId} role="region" aria-labelledby={headerId} className="pb-6 pl-13">
                  <ul className="phase-points space-y-2 text-ink-soft">
                    {phase.items.map((item) => (
                      <li key={item}>
                        <span>
                          <Text>{item}</Text>
                        </span>
                      </li>
                    ))}
                  </ul>
                </div>
              </m.div>
            </details>
          </li>
        );
      })}
    </ol>
  );
}
