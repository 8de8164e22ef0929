import type { ShortlistHome } from "@roost/shared/contracts/group-shortlist.ts";
import { DEAL_STAGE_LABELS } from "@roost/shared/domain/deal-stage.ts";
import { errorText } from "@roost/shared/domain/errors.ts";
import { isOpenStatus } from "@roost/shared/domain/property.ts";
import { CalendarPlus, MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Badge } from "../../components/ui/feedback.tsx";
import { failureText } from "../../lib/api.ts";
import { notify } from "../../lib/toast.ts";
import { useChangeShortlist } from "./shortlist.queries.ts";

/**
 * Where the group stands with this home's landlord: the deal's stage and its enquiry once the
 * leader has asked for a viewing; before that, the leader's one-step request, or for the others
 * the spec's own hint that only the leader asks.
 */
export function ViewingStep({
  groupId,
  home,
  iLead,
}: {
  groupId: string;
  home: ShortlistHome;
  iLead: boolean;
}) {
  const change = useChangeShortlist(groupId);
  if (home.deal)
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{DEAL_STAGE_LABELS[home.deal.stage]}</Badge>
        <Link
          to={`/inquiries/${home.deal.conversation_id}`}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
        >
          <MessageSquare className="size-4" aria-hidden /> Open the enquiry
        </Link>
      </div>
    );
  if (!isOpenStatus(home.property.status)) return null;
  if (!iLead) return <p className="text-sm text-stone-500">{errorText("not_leader").title}</p>;
  const request = () =>
    change.mutate(
      { kind: "request-viewing", propertyId: home.property.id },
      {
        onError: (e) => notify("error", failureText(e, "Couldn't request a viewing. Please try again.")),
      },
    );
  return (
    <div>
      <Button
        size="sm"
        loading={change.isPending && change.variables?.kind === "request-viewing"}
        onClick={request}
      >
        <CalendarPlus className="size-4" aria-hidden /> Request a viewing
      </Button>
    </div>
  );
}
