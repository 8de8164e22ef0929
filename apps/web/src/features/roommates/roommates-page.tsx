import { needsProfileCompletionHint } from "@roost/shared/domain/profile.ts";
import { ArrowLeft, Info } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useAuth } from "../../lib/auth.tsx";
import { ConnectDialog, ProfileViewDialog } from "../student-profile/index.ts";
import { PendingRequests } from "./pending-requests.tsx";
import { RoommateResults } from "./roommate-results.tsx";

/** /roommates (spec §2 Roommates): pending requests, filters, roommate cards, Profile View. */
export function RoommatesPage() {
  usePageMeta("Find Roommates");
  const { profile } = useAuth();
  const [viewing, setViewing] = useState<string | null>(null);
  const [connectTo, setConnectTo] = useState<{ user_id: string; name: string } | null>(null);

  return (
    <div className="space-y-8">
      <div>
        <Link
          to="/dashboard"
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <ArrowLeft className="size-4" aria-hidden /> Back to dashboard
        </Link>
        <h1 className="mt-3 text-2xl font-bold text-stone-900 sm:text-3xl">Find Roommates</h1>
        <p className="mt-1 text-sm text-stone-600">
          Meet students looking for housemates. Best matches for you come first.
        </p>
      </div>

      {profile && needsProfileCompletionHint(profile) && (
        <div className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center">
          <Info className="size-5 shrink-0 text-amber-700" aria-hidden />
          <p className="flex-1 text-sm text-amber-900">
            <span className="font-semibold">Complete your profile for better matches.</span> Add your bio,
            university and budget so other students know who you are.
          </p>
          <Button asChild variant="accent" size="sm">
            <Link to="/profile">Complete profile</Link>
          </Button>
        </div>
      )}

      <PendingRequests onView={setViewing} />

      <RoommateResults onView={setViewing} onConnect={setConnectTo} />

      <ProfileViewDialog
        userId={viewing}
        onOpenChange={(o) => !o && setViewing(null)}
        viewerType={profile?.user_type ?? "student"}
        context="roommates"
      />
      <ConnectDialog person={connectTo} onOpenChange={(o) => !o && setConnectTo(null)} />
    </div>
  );
}
