/**
 * The investor panel: a modal dialog covering the screen from 80 px below the top,
 * with the investor portal's sign-in form. The form hands its fields to `onSubmit`, which
 * checks the password (src/lib/auth) and answers with a notice.
 */
import type { SubmitEvent } from 'react';
import { INVESTOR_PANEL } from '@/lib/constants';
import { CloseIcon } from './icons';
import type { InvestorSubmit } from './investor-access';
import Sheet from './Sheet';
import type { TopBarStrings } from './types';

interface Props {
  open: boolean;
  contactHref: string;
  strings: TopBarStrings;
  onClose: (restoreFocus: boolean) => void;
  onSubmit: InvestorSubmit;
  /** The top bar above the panel, which stays usable (to switch to the menu, say). */
  topBar: () => Element | null | undefined;
}

const field =
  'border-ink/30 bg-white/70 text-ink focus:border-ink mt-2 block min-h-12 w-full border px-4 text-base transition-colors outline-none focus-visible:outline-2 focus-visible:outline-offset-2';

export default function InvestorPanel({ open, contactHref, strings, onClose, onSubmit, topBar }: Props) {
  const [before = '', after = ''] = strings.inquiry.split('{link}');

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void onSubmit({ email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') });
  };

  return (
    <Sheet
      open={open}
      layerClass="z-40"
      onDismiss={() => onClose(true)}
      keep={() => [topBar()]}
      hidden={{ opacity: 0, y: -12 }}
      shown={{ opacity: 1, y: 0 }}
      panel={{
        id: 'investor-panel',
        'aria-labelledby': 'investor-panel-title',
        'aria-describedby': 'investor-panel-subtitle',
        style: { top: INVESTOR_PANEL.topOffsetPx },
        className: 'bg-ivory text-ink absolute inset-x-0 bottom-0 overflow-y-auto overscroll-contain',
      }}
    >
      <button
        type="button"
        onClick={() => onClose(true)}
        className="hover:bg-ink/5 absolute top-4 right-4 inline-flex h-11 w-11 items-center justify-center rounded-full transition-colors md:top-6 md:right-8"
        aria-label={strings.closeInvestor}
      >
        <CloseIcon />
      </button>
      <div className="mx-auto flex min-h-full max-w-md flex-col justify-center px-6 py-16">
        <div aria-hidden="true" className="bg-brass mb-8 h-px w-16" />
        <h2 id="investor-panel-title" className="text-5xl leading-none md:text-6xl">
          {strings.investorTitle}
        </h2>
        <p id="investor-panel-subtitle" className="text-ink-soft mt-5 text-lg leading-relaxed">
          {strings.investorSubtitle}
        </p>
        <form className="mt-10 space-y-6" onSubmit={submit}>
          <div>
            <label htmlFor="investor-email" className="text-sm font-medium">
              {strings.email}
            </label>
            <input id="investor-email" name="email" type="email" autoComplete="email" data-autofocus className={field} />
          </div>
          <div>
            <label htmlFor="investor-password" className="text-sm font-medium">
              {strings.password}
            </label>
            <input id="investor-password" name="password" type="password" autoComplete="current-password" className={field} />
          </div>
          <button type="submit" className="bg-ink text-ivory hover:bg-ink-deep inline-flex min-h-12 w-full items-center justify-center px-6 text-sm font-semibold tracking-wide transition-colors duration-300">
            {strings.submit}
          </button>
        </form>
        <p className="text-ink-soft mt-8 text-sm leading-relaxed">
          {before}
          <a href={contactHref} className="text-ink decoration-brass underline underline-offset-4 hover:decoration-2" onClick={() => onClose(false)}>
            {strings.inquiryLink}
          </a>
          {after}
        </p>
      </div>
    </Sheet>
  );
}
