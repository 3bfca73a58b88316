/**
 * The newsletter sign-up. It is a real form: it posts to the endpoint in the site settings, or
 * opens the visitor's mail program addressed to the firm. The browser's own check (type email,
 * required) works without JavaScript; once hydrated, the island replaces the browser bubble
 * with a message in the page that is tied to the field and announced.
 */
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { emailProblem, type EmailProblem, type NewsletterTarget } from '@/lib/news/newsletter';

interface Props {
  target: NewsletterTarget;
  labels: { field: string; placeholder: string; submit: string; required: string; invalid: string };
  /** What happens on sending (e.g. that the mail program opens). */
  note?: string | undefined;
}

export default function NewsletterForm({ target, labels, note }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const [ready, setReady] = useState(false);
  const [problem, setProblem] = useState<EmailProblem>();

  useEffect(() => setReady(true), []);

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
    const found = emailProblem(input.value);
    setProblem(found);
    if (found) {
      event.preventDefault();
      input.focus();
    }
  }

  function onInput(value: string) {
    // Once shown, the message follows the corrections; it never appears while typing.
    if (problem) setProblem(emailProblem(value));
  }

  const describedBy = [problem ? errorId : '', note ? noteId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <form action={target.action} method={target.method} encType={target.enctype} noValidate={ready} onSubmit={onSubmit} className="w-full">
      <label htmlFor={`${id}-email`} className="eyebrow text-ivory/85 block">
        {labels.field}
      </label>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row">
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder={labels.placeholder}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          onInput={(event) => onInput(event.currentTarget.value)}
          className={[
            'min-h-12 w-full flex-1 border bg-ivory/5 px-4 text-ivory placeholder:text-ivory/60 focus:bg-ivory/10',
            problem ? 'border-[#f0b4a8]' : 'border-ivory/40',
          ].join(' ')}
        />
        <button type="submit" className="bg-ivory text-ink min-h-12 px-7 text-sm font-semibold tracking-wide transition-colors duration-300 hover:bg-white">
          {labels.submit}
        </button>
      </div>
      <p id={errorId} role="alert" className="mt-3 min-h-6 text-sm font-medium text-[#f6c9bf]">
        {problem === 'required' ? labels.required : problem === 'invalid' ? labels.invalid : ''}
      </p>
      {note && (
        <p id={noteId} className="mt-2 text-sm text-ivory/80">
          {note}
        </p>
      )}
    </form>
  );
}
