/**
 * The top bar's language dropdown: a disclosure button and a list of links to the same page in
 * each language. Escape, an outside click or focus leaving it closes it. On a phone, where the
 * list covers much of the screen, the page behind it is inert and does not scroll while open.
 *
 * Without JavaScript the button could never open the list, so the browser (its `scripting: none`
 * media feature, Tailwind's `noscript:`) hides the button and shows the links themselves in the
 * bar, one short code each. With JavaScript the list stays folded away until hydration.
 */
import { useEffect, useRef, type Ref } from 'react';
import { ChevronIcon, GlobeIcon } from './icons';
import LanguageLink from './LanguageLink';
import type { LanguageOption } from './types';
import { inertOutside, lockScroll, notifications } from './use-modal';

const PHONE = '(max-width: 767.98px)';

const styles = {
  dropdown: {
    list: 'border-ink/10 bg-ivory text-ink absolute top-full right-0 mt-2 min-w-48 border py-2 shadow-[0_18px_40px_-20px_rgb(14_28_43/0.45)]',
    link: 'hover:bg-stone flex min-h-11 items-center gap-4 border-l-2 border-transparent px-5 text-sm transition-colors aria-[current]:border-brass aria-[current]:font-semibold',
    label: '',
  },
  inline: {
    list: 'hidden items-center noscript:flex',
    link: 'bar-language',
    label: 'sr-only',
  },
};

interface Props {
  languages: LanguageOption[];
  label: string;
  /** Precedes the language shown, for screen readers: "Language:". */
  currentLabel: string;
  open: boolean;
  hydrated: boolean;
  toggleRef: Ref<HTMLButtonElement>;
  controlClass: string;
  onToggle: () => void;
  onDismiss: () => void;
}

export default function LanguageDropdown({ languages, label, currentLabel, open, hydrated, toggleRef, controlClass, onToggle, onDismiss }: Props) {
  const wrapper = useRef<HTMLDivElement>(null);
  const current = languages.find((l) => l.current) ?? languages[0];
  const style = hydrated ? styles.dropdown : styles.inline;

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) onDismiss();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open, onDismiss]);

  useEffect(() => {
    if (!open || !window.matchMedia(PHONE).matches) return;
    const unlock = lockScroll();
    const release = inertOutside([wrapper.current, notifications()]);
    return () => {
      release();
      unlock();
    };
  }, [open]);

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={toggleRef}
        type="button"
        className={`${controlClass} noscript:hidden`}
        aria-expanded={open}
        aria-controls={hydrated ? 'language-list' : undefined}
        onClick={onToggle}
      >
        <GlobeIcon className="h-5 w-5 opacity-80" />
        <span className="sr-only">{currentLabel} </span>
        {current?.short}
        <span className="sr-only"> {current?.label}</span>
        <ChevronIcon className={`h-3.5 w-3.5 transition-transform duration-300 ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul id="language-list" hidden={hydrated ? !open : undefined} aria-label={label} className={style.list}>
        {languages.map((language) => (
          <li key={language.code}>
            <LanguageLink language={language} className={style.link}>
              <span className="figures language-code">{language.short}</span>
              <span className={style.label}>{language.label}</span>
            </LanguageLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
