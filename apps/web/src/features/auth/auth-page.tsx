import {
  DEV_SIGN_IN_FAILED,
  DEV_SIGN_IN_FORM_PATH,
  GOOGLE_SIGN_IN_FORM_PATH,
} from "@roost/shared/contracts/form-posts.ts";
import { returnPath } from "@roost/shared/contracts/sign-in-path.ts";
import { ERROR_TEXTS } from "@roost/shared/domain/errors.ts";
import { FIRST_LOAD_ERROR_TEXTS } from "@roost/shared/domain/first-load-texts.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { Navigate, useLocation, useSearchParams } from "react-router";
import { AccountUnavailable } from "../../components/layout/account-unavailable.tsx";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Skeleton } from "../../components/ui/feedback.tsx";
import { Field, Input } from "../../components/ui/input.tsx";
import { isApiError } from "../../lib/api.ts";
import { logAndRethrow, useAuth } from "../../lib/auth.tsx";
import { authFailureText } from "../../lib/auth-failure.ts";
import { type ClientConfig, useClientConfig } from "../../lib/config.ts";
import { queryKeys } from "../../lib/query-keys.ts";
import { devSignIn } from "./auth.queries.ts";

export function AuthPage() {
  usePageMeta(
    "Sign in",
    "Sign in to Roost to save homes, message landlords and find housemates in Manchester.",
  );
  const { user, loading, accountUnavailable, signInWithGoogle } = useAuth();
  const [params] = useSearchParams();
  const returnedError = params.get("error");
  useEffect(() => {
    // Google sent the browser back with an error (§8: sign-in failures are logged and shown).
    if (returnedError) console.error("Sign-in failed", `returned with error=${returnedError}`);
  }, [returnedError]);
  // Guards send visitors here with the page they wanted (state), the links of actions that need an
  // account with ?next= (contracts/sign-in-path.ts); go back there after sign-in.
  const next = returnPath(params.get("next"));
  const from = (useLocation().state as { from?: string } | null)?.from ?? next;
  const config = useClientConfig();
  const google = useMutation({ mutationFn: signInWithGoogle });

  if (!loading && user) return <Navigate to={from?.startsWith("/") ? from : "/dashboard"} replace />;
  if (accountUnavailable) return <AccountUnavailable />;
  const googleFailure = google.isError ? authFailureText(google.error, ERROR_TEXTS.sign_in_failed) : null;

  const googleState = config.data?.googleSignIn;
  return (
    <div className="flex flex-1 items-center justify-center bg-gradient-to-b from-brand-50 to-stone-50 px-4 py-12">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-stone-900">Welcome to Roost</h1>
        <p className="mt-1 text-sm text-stone-600">
          Sign in to save homes, message landlords and team up with housemates.
        </p>
        {next && <SignInFirst forFavourites={params.get("for") === "favourites"} />}
        {returnedError && (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            Sign-in didn't complete. Please try again.
          </p>
        )}
        <div className="mt-6 space-y-2">
          {config.isPending ? (
            <Skeleton className="h-12 w-full" />
          ) : (
            <>
              {/* A form the server answers before the app has loaded; the app then asks for Google's
                  address itself, so a refusal is shown without leaving the page. */}
              <form
                method="post"
                action={GOOGLE_SIGN_IN_FORM_PATH}
                onSubmit={(e) => {
                  e.preventDefault();
                  google.mutate();
                }}
              >
                <Button
                  type="submit"
                  variant="secondary"
                  size="lg"
                  className="w-full"
                  disabled={!googleState?.enabled}
                  loading={google.isPending}
                >
                  <GoogleMark />
                  Sign in with Google
                </Button>
              </form>
              {!googleState?.enabled && (
                <p className="text-center text-xs text-stone-500">
                  {googleState?.reason ?? "Google sign-in is unavailable right now."}
                </p>
              )}
              {googleFailure && (
                <p role="alert" className="text-center text-xs text-red-600">
                  {googleFailure.title}. {googleFailure.description}
                </p>
              )}
            </>
          )}
        </div>
        {config.data?.devSignIn && <DevSignIn accounts={config.data.demoAccounts} next={from} />}
      </Card>
    </div>
  );
}

/**
 * Development-only sign-in by email (never offered in production, where the server lacks the
 * endpoint). Its forms post to the server before the app has loaded, which signs in and goes on to
 * `next`; the app then does the same without a reload.
 */
function DevSignIn({ accounts, next }: { accounts: ClientConfig["demoAccounts"]; next: string | null }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const signIn = useMutation({
    mutationFn: (value: string) => devSignIn(value).catch(logAndRethrow("Sign-in failed")),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
    onError: (e) =>
      setError(
        isApiError(e, "account_suspended")
          ? ERROR_TEXTS.account_suspended.description
          : isApiError(e, "bad_origin")
            ? e.message
            : DEV_SIGN_IN_FAILED,
      ),
  });
  // The field is the browser's: what was typed before the app loaded is what is sent.
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const value = String(new FormData(e.currentTarget).get("email") ?? "").trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return setError("Enter a valid email address.");
    setError(null);
    signIn.mutate(value);
  };
  return (
    <div className="mt-8 border-t border-stone-200 pt-6">
      <p className="text-xs font-semibold uppercase tracking-wide text-amber-700">Development sign-in</p>
      <form
        method="post"
        action={DEV_SIGN_IN_FORM_PATH}
        onSubmit={submit}
        className="mt-3 space-y-3"
        noValidate
      >
        {next && <input type="hidden" name="next" value={next} />}
        <Field label="Email" error={error}>
          {(p) => (
            <Input {...p} name="email" type="email" autoComplete="email" placeholder="you@example.com" />
          )}
        </Field>
        <Button
          type="submit"
          className="w-full"
          loading={signIn.isPending && !accounts.some((a) => a.email === signIn.variables)}
        >
          Continue with email
        </Button>
      </form>
      {accounts.length > 0 && (
        <div className="mt-5">
          <p className="text-xs text-stone-500">Or try a demo account:</p>
          <form method="post" action={DEV_SIGN_IN_FORM_PATH} className="mt-2">
            {next && <input type="hidden" name="next" value={next} />}
            <ul className="space-y-2">
              {accounts.map((a) => (
                <li key={a.email}>
                  <button
                    type="submit"
                    name="email"
                    value={a.email}
                    onClick={(e) => {
                      e.preventDefault();
                      signIn.mutate(a.email);
                    }}
                    disabled={signIn.isPending}
                    className="w-full rounded-lg border border-stone-200 px-3 py-2 text-left text-sm hover:border-brand-600 hover:bg-brand-50 disabled:opacity-60"
                  >
                    <span className="block font-medium text-stone-800">{a.label}</span>
                    <span className="block text-xs text-stone-500">{a.email}</span>
                  </button>
                </li>
              ))}
            </ul>
          </form>
        </div>
      )}
    </div>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" className="size-5" aria-hidden>
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3 0 5.8 1.1 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3 0 5.8 1.1 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

/**
 * Why a visitor who tapped an action that needs an account is here: the spec's 'Authentication
 * required' (§8, with its favourites description), shown on the page rather than as a toast so it
 * is there before the app has loaded and without JavaScript (decision 050).
 */
function SignInFirst({ forFavourites }: { forFavourites: boolean }) {
  const { title, description } = FIRST_LOAD_ERROR_TEXTS.auth_required_favourites;
  return (
    <div role="status" className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <p className="font-semibold">{title}</p>
      <p>{forFavourites ? description : "Sign in to continue, and you'll come back to where you were."}</p>
    </div>
  );
}
