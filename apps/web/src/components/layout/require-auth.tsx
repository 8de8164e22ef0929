import { type AccountPage, pageAllowed } from "@roost/shared/domain/user-types.ts";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useAuth } from "../../lib/auth.tsx";
import { Spinner } from "../ui/feedback.tsx";
import { AccountUnavailable } from "./account-unavailable.tsx";

/**
 * Guard behaviour of spec §2: spinner while loading, then /auth, /complete-profile or / when not
 * allowed. An account that could not be read stops here with Retry: it is not a signed-out user.
 */
export function RequireAuth({ page, children }: { page: AccountPage; children: ReactNode }) {
  const { user, profile, loading, accountUnavailable, needsOnboarding } = useAuth();
  const location = useLocation();
  if (loading) return <Spinner label="Loading..." className="min-h-[50vh]" />;
  if (accountUnavailable) return <AccountUnavailable />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />;
  if (needsOnboarding || !profile?.user_type) return <Navigate to="/complete-profile" replace />;
  if (!pageAllowed(page, profile.user_type)) return <Navigate to="/" replace />;
  return <>{children}</>;
}
