import { Navigate } from "react-router";
import { AccountUnavailable } from "../../components/layout/account-unavailable.tsx";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { Spinner } from "../../components/ui/feedback.tsx";
import { useAuth } from "../../lib/auth.tsx";

/**
 * The return address after Google sign-in. The server has already set the session cookie by the
 * time the browser lands here; we wait for the session and go on to the dashboard or onboarding.
 */
export function AuthCallbackPage() {
  usePageMeta("Signing you in");
  const { user, loading, accountUnavailable, needsOnboarding } = useAuth();
  if (loading) return <Spinner label="Signing you in..." className="min-h-[50vh]" />;
  if (accountUnavailable) return <AccountUnavailable />;
  if (!user) return <Navigate to="/auth?error=google" replace />;
  return <Navigate to={needsOnboarding ? "/complete-profile" : "/dashboard"} replace />;
}
