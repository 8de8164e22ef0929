import type { DealView } from "@roost/shared/contracts/deals.ts";
import { FileSignature } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";

/**
 * After "applicant confirmed", the let itself (decision 062): the tenancy's step and whose turn it
 * is, with a link to it; before one exists, the landlord drafts its terms and the tenants wait.
 */
export function TenancyStep({ deal }: { deal: DealView }) {
  if (deal.tenancy)
    return (
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white px-3 py-2 text-left ring-1 ring-stone-200">
        <p className="flex items-center gap-2 text-sm text-stone-800">
          <FileSignature className="size-4 shrink-0 text-brand-700" aria-hidden />
          {deal.tenancy.next_step}
        </p>
        <Button asChild size="sm" variant="secondary">
          <Link to={`/tenancy/${deal.tenancy.id}`}>Open the tenancy</Link>
        </Button>
      </div>
    );
  if (deal.tenancy_without_you)
    return (
      <p className="mt-3 text-sm text-stone-600">
        The landlord and the members who applied are agreeing the tenancy. You joined the group after they
        applied, so it isn't yours to sign.
      </p>
    );
  if (deal.viewer_role === "landlord")
    return (
      <Button asChild className="mt-3">
        <Link to={`/inquiries/${deal.conversation_id}/tenancy`}>Draft the tenancy</Link>
      </Button>
    );
  return <p className="mt-3 text-sm text-stone-600">Next, the landlord drafts the tenancy's terms here.</p>;
}
