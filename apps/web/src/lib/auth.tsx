import type { Me, Profile } from "@roost/shared/contracts/profile.ts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { ApiError, api } from "./api.ts";

export interface AuthContextValue {
  user: Me["user"] | null;
  session: Me["session"] | null;
  profile: Profile | null;
  loading: boolean;
  needsOnboarding: boolean;
  signInWithGoogle(): Promise<void>;
  signOut(): Promise<void>;
  refreshProfile(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);
export const ME_QUERY_KEY = ["me"] as const;

async function fetchMe(): Promise<Me | null> {
  try {
    return await api<Me>("/api/me");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Session, profile and onboarding state for the whole app (spec §3 auth context, §4 Session). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const me = useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe, staleTime: 60_000, retry: 1 });

  const user = me.data?.user ?? null;
  const profile = me.data?.profile ?? null;
  const needsOnboarding = Boolean(user) && !profile?.user_type;

  useEffect(() => {
    if (needsOnboarding && location.pathname !== "/complete-profile")
      navigate("/complete-profile", { replace: true });
  }, [needsOnboarding, location.pathname, navigate]);

  const refreshProfile = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }, [queryClient]);

  const signInWithGoogle = useCallback(async () => {
    const { url } = await api<{ url: string }>("/api/auth/sign-in/social", {
      body: {
        provider: "google",
        callbackURL: "/auth/callback",
        errorCallbackURL: "/auth?error=google",
        disableRedirect: true,
      },
    });
    window.location.assign(url);
  }, []);

  const signOut = useCallback(async () => {
    await api("/api/auth/sign-out", { body: {} });
    // Everything cached belonged to the signed-out user.
    queryClient.clear();
    queryClient.setQueryData(ME_QUERY_KEY, null);
    navigate("/");
  }, [queryClient, navigate]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      session: me.data?.session ?? null,
      profile,
      loading: me.isPending,
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
      needsOnboarding,
      signInWithGoogle,
      signOut,
      refreshProfile,
    ],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used within an AuthProvider");
  return value;
}
