import { GOOGLE_CALLBACK_PATH, GOOGLE_ERROR_PATH } from "@roost/shared/contracts/form-posts.ts";
import type { Me, Profile } from "@roost/shared/contracts/profile.ts";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { ApiError, api } from "./api.ts";
import { lastAccount, rememberAccount } from "./last-account.ts";
import { clearQueuesOf } from "./offline-store.ts";
import { forgetThisDeviceOnSignOut } from "./push-client.ts";
import { queryKeys } from "./query-keys.ts";

export interface AuthContextValue {
  user: Me["user"] | null;
  session: Me["session"] | null;
  profile: Profile | null;
  loading: boolean;
  /**
   * The account could not be read (a server error, not a 401): whether the user is signed in is
   * unknown, so pages show an error with Retry instead of treating them as signed out (§8).
   */
  accountUnavailable: boolean;
  /** Reading the account again after it was unavailable. */
  retryingAccount: boolean;
  retryAccount(): void;
  needsOnboarding: boolean;
  /** Rejects (after logging, §8) when the sign-in could not start; the caller shows it. */
  signInWithGoogle(): Promise<void>;
  /** Rejects (after logging, §8) when the sign-out failed and the user is still signed in. */
  signOut(): Promise<void>;
  refreshProfile(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

async function fetchMe(): Promise<Me | null> {
  try {
    const me = await api("/api/me");
    rememberAccount(me);
    return me;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      rememberAccount(null);
      return null;
    }
    // No connection: the account this device last saw, so its pages and queues still work.
    const known = error instanceof ApiError && error.code === "network_error" ? lastAccount() : null;
    if (known) return known;
    throw error;
  }
}

/** GET /api/me: who is signed in, or null for a visitor. */
export const meQuery = queryOptions({
  queryKey: queryKeys.me,
  queryFn: fetchMe,
  staleTime: 60_000,
  retry: 1,
  // Asked even offline, where it answers with the account this device last saw (fetchMe).
  networkMode: "always",
});

/** Session, profile and onboarding state for the whole app (spec §3 auth context, §4 Session). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const me = useQuery(meQuery);

  const user = me.data?.user ?? null;
  const profile = me.data?.profile ?? null;
  const needsOnboarding = Boolean(user) && !profile?.user_type;
  // A failed refetch keeps the account it already has; only a first read that failed is unknown.
  const accountUnavailable = me.isError && me.data === undefined;
  const { refetch } = me;
  const retryAccount = useCallback(() => void refetch(), [refetch]);

  useEffect(() => {
    if (me.error) console.error("Could not load your profile", me.error);
  }, [me.error]);

  useEffect(() => {
    if (needsOnboarding && location.pathname !== "/complete-profile")
      navigate("/complete-profile", { replace: true });
  }, [needsOnboarding, location.pathname, navigate]);

  const refreshProfile = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.me });
  }, [queryClient]);

  const signInWithGoogle = useCallback(async () => {
    const { url } = await api<{ url: string }>("/api/auth/sign-in/social", {
      method: "POST",
      body: {
        provider: "google",
        callbackURL: GOOGLE_CALLBACK_PATH,
        errorCallbackURL: GOOGLE_ERROR_PATH,
        disableRedirect: true,
      },
    }).catch(logAndRethrow("Sign-in failed"));
    window.location.assign(url);
  }, []);

  const userId = user?.id;
  const signOut = useCallback(async () => {
    // While the session still lets the server hear it: this device stops receiving their pushes.
    await forgetThisDeviceOnSignOut();
    await api("/api/auth/sign-out", { method: "POST", body: {} }).catch(logAndRethrow("Sign-out failed"));
    // Everything cached, and anything queued offline on this device, belonged to the signed-out user.
    if (userId) await clearQueuesOf(userId);
    rememberAccount(null);
    queryClient.clear();
    queryClient.setQueryData(queryKeys.me, null);
    navigate("/");
  }, [queryClient, navigate, userId]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      session: me.data?.session ?? null,
      profile,
      loading: me.isPending,
      accountUnavailable,
      retryingAccount: accountUnavailable && me.isFetching,
      retryAccount,
      needsOnboarding,
      signInWithGoogle,
      signOut,
      refreshProfile,
    }),
    [
      user,
      me.data?.session,
      profile,
      me.isPending,
      accountUnavailable,
      me.isFetching,
      retryAccount,
      needsOnboarding,
      signInWithGoogle,
      signOut,
      refreshProfile,
    ],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** Sign-in and sign-out failures are logged and rethrown (§8); the caller shows them. */
export const logAndRethrow =
  (what: string) =>
  (error: unknown): never => {
    console.error(what, error);
    throw error;
  };

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used within an AuthProvider");
  return value;
}
