import { signInPath } from "@roost/shared/contracts/sign-in-path.ts";
import type { ReportTarget } from "@roost/shared/domain/safety.ts";
import { Flag } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { cn } from "../../components/ui/cn.ts";
import { useAuth } from "../../lib/auth.tsx";
import { ListingReport } from "./listing-report.tsx";
import { REPORT_TITLES } from "./report-titles.ts";

// A user's report dialog (Radix Dialog) loads on the first click: few people report.
const ReportDialog = lazy(async () => ({ default: (await import("./report-dialog.tsx")).ReportDialog }));

/**
 * "Report this listing" / "Report this user" as a quiet text button. Visitors are sent to sign in
 * first (and come back here); signed-in users get the report form: a listing's in a dialog that
 * works before the app has loaded (its page is rendered on the server), a user's in the app's own.
 */
export function ReportButton({
  target,
  targetId,
  className,
}: {
  target: ReportTarget;
  targetId: string;
  className?: string;
}) {
  const { user, loading } = useAuth();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the dialog's own exit.
  const [opened, setOpened] = useState(false);
  const openDialog = () => {
    setOpened(true);
    setOpen(true);
  };
  const look = cn(
    "inline-flex items-center gap-1.5 rounded-md text-sm text-stone-500 underline-offset-2 hover:text-red-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600",
    className,
  );
  const label = (
    <>
      <Flag className="size-4" aria-hidden /> {REPORT_TITLES[target]}
    </>
  );
  // A visitor's is a link to sign in (and back here), which works before the app has loaded.
  if (!user && !loading) {
    return (
      <a href={signInPath(location.pathname + location.search)} className={look}>
        {label}
      </a>
    );
  }
  if (target === "listing")
    return (
      <ListingReport propertyId={targetId} className={look}>
        {label}
      </ListingReport>
    );
  return (
    <>
      <button type="button" onClick={openDialog} className={look}>
        {label}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <ReportDialog target={target} targetId={targetId} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
