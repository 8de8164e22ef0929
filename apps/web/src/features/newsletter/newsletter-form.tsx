import { NEWSLETTER_FORM_PATH } from "@roost/shared/contracts/form-posts.ts";
import { FIRST_LOAD_ERROR_TEXTS, FIRST_LOAD_SUCCESS_TEXTS } from "@roost/shared/domain/first-load-texts.ts";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { isApiError } from "../../lib/api.ts";
import { notify } from "../../lib/toast.ts";
import { subscribeToNewsletter } from "./newsletter.queries.ts";

/**
 * Footer newsletter sign-up with the exact texts of spec §8. A real POST form: sent before the app
 * has loaded (or without JavaScript) the server subscribes and comes back to the page with the
 * outcome shown at its top (decision 050); once loaded, the app sends it without a reload.
 */
export function NewsletterForm() {
  // The address is read from the field when the form is sent, not kept in state: typed before the
  // app hydrated the form (a slow phone), it is still the one shown, and the one sent.
  const form = useRef<HTMLFormElement>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const subscribe = useMutation({
    mutationFn: subscribeToNewsletter,
    onSuccess: () => {
      notify("success", FIRST_LOAD_SUCCESS_TEXTS.subscribed);
      form.current?.reset();
    },
    onError: (error) =>
      notify(
        "error",
        isApiError(error, "already_subscribed")
          ? FIRST_LOAD_ERROR_TEXTS.already_subscribed
          : FIRST_LOAD_ERROR_TEXTS.subscription_failed,
      ),
  });

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get("email"));
    // An empty submission does nothing (§5).
    if (!email.trim() || subscribe.isPending) return;
    // A malformed address is refused here with the reason, never sent to come back as
    // 'Subscription failed'; the server's schema is the same one (trimmed, lower-cased). The
    // schema (and zod with it) loads on the first submission: every page has this footer form,
    // and a page's first load should not carry a validation library nobody may use.
    const { newsletterEmail } = await import("@roost/shared/contracts/validation.ts");
    const parsed = newsletterEmail.safeParse(email);
    if (!parsed.success) return setInvalid(parsed.error.issues[0]?.message ?? "Enter a valid email address");
    setInvalid(null);
    subscribe.mutate(parsed.data);
  };

  return (
    <form
      ref={form}
      method="post"
      action={NEWSLETTER_FORM_PATH}
      onSubmit={onSubmit}
      noValidate
      aria-label="Newsletter"
    >
      <label htmlFor="newsletter-email" className="text-sm font-semibold text-white">
        Get new Manchester listings and renting tips
      </label>
      <div className="mt-2 flex max-w-md gap-2">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          onChange={() => setInvalid(null)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? "newsletter-email-error" : undefined}
          className="h-10 min-w-0 flex-1 rounded-lg border border-stone-700 bg-stone-800 px-3 text-sm text-white placeholder:text-stone-400 focus:border-brand-500 focus:outline-none aria-invalid:border-red-400"
        />
        <button
          type="submit"
          disabled={subscribe.isPending}
          className="h-10 shrink-0 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {subscribe.isPending ? "Subscribing…" : "Subscribe"}
        </button>
      </div>
      {invalid && (
        <p id="newsletter-email-error" role="alert" className="mt-1.5 text-sm text-red-300">
          {invalid}
        </p>
      )}
    </form>
  );
}
