/**
 * The password form of /investor-login. The right password records the login and returns to
 * the page the visitor came from (`?from=`, when it is a page of this site); a wrong one shows
 * the "Invalid Password" notice. The password field has no name, so a submit before hydration
 * can never put the password into a URL. Without JavaScript the browser's own check (required)
 * answers an empty field; once hydrated the form says what is wrong under the field, tied to it
 * and announced once (the notice of a wrong password stays quiet: the message under the field
 * says it). A user name field that never changes sits beside the password, hidden and out of the
 * tab order, so that a password manager has a name to store the password under.
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { unlock } from '@/lib/auth';
import { returnPath } from '@/lib/auth/return-path';
import { toast } from '@/lib/toast';
import Toaster, { type ToasterLabels } from './Toaster';

export interface LoginFormLabels {
  password: string;
  submit: string;
  checking: string;
  required: string;
  invalidTitle: string;
  invalidDescription: string;
  toaster: ToasterLabels;
}

/** The one account the site knows: what a password manager files the password under. */
const USER_NAME = 'investor';

export default function LoginForm({ labels, fallback }: { labels: LoginFormLabels; fallback: string }) {
  const errorId = `${useId()}-error`;
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  const [problem, setProblem] = useState<'required' | 'invalid'>();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => setReady(true), []);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const password = input.current?.value ?? '';
    // Cleared first, so that the same message said again is announced again.
    setProblem(undefined);
    if (!password) {
      setProblem('required');
      input.current?.focus();
      return;
    }
    setBusy(true);
    if (await unlock(password)) {
      location.assign(returnPath(new URLSearchParams(location.search).get('from'), fallback));
      return;
    }
    setBusy(false);
    setProblem('invalid');
    toast({ variant: 'destructive', title: labels.invalidTitle, description: labels.invalidDescription, quiet: true });
    input.current?.select();
  }

  return (
    <>
      <form onSubmit={onSubmit} noValidate={ready} className="grid gap-6" data-login-form>
        <input type="text" autoComplete="username" value={USER_NAME} readOnly tabIndex={-1} aria-hidden="true" className="sr-only" />
        <div className="grid gap-2">
          <label htmlFor="investor-password" className="text-sm font-medium">
            {labels.password}
          </label>
          <input
            ref={input}
            id="investor-password"
            type="password"
            required
            autoComplete="current-password"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            onInput={() => problem === 'required' && setProblem(undefined)}
            className={[
              'text-ink focus-visible:border-ink min-h-12 w-full border bg-white px-4 text-base',
              problem ? 'border-danger' : 'border-ink/30',
            ].join(' ')}
          />
          <p id={errorId} role="alert" className="text-danger min-h-5 text-sm font-medium" data-login-error>
            {problem === 'required' ? labels.required : problem === 'invalid' ? `${labels.invalidTitle}. ${labels.invalidDescription}.` : ''}
          </p>
        </div>
        <button
          type="submit"
          aria-disabled={busy}
          className="bg-ink text-ivory hover:bg-ink-deep inline-flex min-h-12 items-center justify-center px-6 text-sm font-semibold tracking-wide transition-colors duration-300 aria-disabled:cursor-progress"
        >
          {busy ? labels.checking : labels.submit}
        </button>
      </form>
      {/* The login page's picture is at the top, beside the form from lg: the notice covers it, not a link. */}
      <Toaster labels={labels.toaster} placement="top" />
    </>
  );
}
