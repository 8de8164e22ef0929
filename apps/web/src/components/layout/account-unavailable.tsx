import { FIRST_LOAD_ERROR_TEXTS } from "@roost/shared/domain/first-load-texts.ts";
import { useAuth } from "../../lib/auth.tsx";
import { ErrorState, Spinner } from "../ui/feedback.tsx";

/**
 * Shown where a page would otherwise decide "signed out" (and send the user to /auth) while the
 * account could not be read: the flow stops here until Retry succeeds (§8 profile fetch error).
 */
export function AccountUnavailable() {
  const { retryAccount, retryingAccount } = useAuth();
  if (retryingAccount) return <Spinner label="Loading..." className="min-h-[50vh]" />;
  const { title, description } = FIRST_LOAD_ERROR_TEXTS.account_load_failed;
  return (
    <div className="mx-auto flex min-h-[50vh] w-full max-w-lg items-center px-4 py-12">
      <div className="w-full">
        <ErrorState title={title} message={description} onRetry={retryAccount} retryLabel="Retry" />
      </div>
    </div>
  );
}
