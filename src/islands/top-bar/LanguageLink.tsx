/** A link to the page being shown in another language; following it remembers the choice. */
import type { ReactNode } from 'react';
import { chooseLanguage } from './language';
import type { LanguageOption } from './types';

interface Props {
  language: LanguageOption;
  className: string;
  /** Runs before the language switches, e.g. to close the panel the link is in. */
  onChoose?: () => void;
  children: ReactNode;
}

export default function LanguageLink({ language, className, onChoose, children }: Props) {
  return (
    <a
      href={language.href}
      hrefLang={language.lang}
      lang={language.lang}
      aria-current={language.current ? 'true' : undefined}
      onClick={(event) => {
        onChoose?.();
        chooseLanguage(event, language.code);
      }}
      className={className}
    >
      {children}
    </a>
  );
}
