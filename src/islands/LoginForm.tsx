/**
 * The password form of /investor-login. The right password records the login and returns to
 * the page the visitor came from (`?from=`, when it is a page of this site); a wrong one shows
 * the "Invalid Password" notice. The field has no name, so a submit before hydration can never
 * put the password into a URL.
 */
import { useRef, useState, type SubmitEvent } from 'react';
import { unlock } from '@/lib/auth';
import { returnPath } from '@/lib/auth/return-path';
import { toast } from '@/lib/toast';
import Toaster, { type ToasterLabels } from './Toaster';

export interface LoginFormLabels {
  password: string;
  submit: string;
  checking: string;
  invalidTitle: string;
  invalidDescription: string;
  toaster: ToasterLabels;
}

export default function LoginForm({ labels, fallback }: { labels: LoginFormLabels; fallback: string }) {
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    if (await unlock(input.current?.value ?? '')) {
      location.assign(returnPath(new URLSearchParams(location.search).get('from'), fallback));
      return;
    }
    setBusy(false);
    toast({ variant: 'destructive', title: labels.invalidTitle, description: labels.invalidDescription });
    input.current?.select();
  }

  return (
    <>
      <form onSubmit={onSubmit} className="grid gap-6" data-login-form>
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
            className="border-ink/30 text-ink focus-visible:border-ink min-h-12 w-full border bg-white px-4 text-base outline-offset-2"
          />
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
