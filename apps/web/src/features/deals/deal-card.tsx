import type { DealView } from "@roost/shared/contracts/deals.ts";
import { DEAL_STAGE_LABELS } from "@roost/shared/domain/deal-stage.ts";
import { CalendarClock } from "lucide-react";
import { Card } from "../../components/ui/card.tsx";
import { cn } from "../../components/ui/cn.ts";
import { Badge, ErrorState } from "../../components/ui/feedback.tsx";
import { isApiError } from "../../lib/api.ts";
import { DealCardSkeleton } from "./deal-card-skeleton.tsx";
import { turnBadge, turnText } from "./deal-helpers.ts";
import { DealStepper } from "./deal-stepper.tsx";
import { useDeal } from "./deals.queries.ts";
import { ConfirmApplicantStep, ConfirmedState, DeclinedState, InterestStep } from "./decision-steps.tsx";
import { LandlordTenantSummary } from "./group-summary.tsx";
import { ChooseSlotStep, RequestStep, ScheduledStep, ViewingRequestedStep } from "./viewing-steps.tsx";

/**
 * The viewing/deal card of an inquiry (spec §2 Inquiry detail, §4 stages, §5 viewing rules):
 * progress, whose turn it is, and the buttons the server allows the viewer right now.
 */
export function DealCard({ conversationId, className }: { conversationId: string; className?: string }) {
  const deal = useDeal(conversationId);

  if (deal.isPending) return <DealCardSkeleton className={className} />;
  if (deal.isError)
    return (
      <Card className={cn("p-3", className)}>
        <ErrorState
          title="Couldn't load the viewing"
          message={
            isApiError(deal.error, "not_found")
              ? "This viewing isn't available to you."
              : "Check your connection and try again."
          }
          onRetry={() => deal.refetch()}
        />
      </Card>
    );
  return <DealCardView deal={deal.data} className={className} />;
}

export function DealCardView({ deal, className }: { deal: DealView; className?: string }) {
  const badge = turnBadge(deal.turn, deal.viewer_role, deal.phase);
  const declined = deal.phase === "deal_declined";
  const confirmed = deal.phase === "deal_confirmed";
  return (
    <Card className={cn("overflow-hidden", className)} data-testid="deal-card" data-phase={deal.phase}>
      <header className="flex items-start gap-3 px-4 pt-4">
        <span
          className={cn(
            "rounded-lg p-2",
            declined
              ? "bg-red-50 text-red-700"
              : confirmed
                ? "bg-green-50 text-green-700"
                : "bg-brand-50 text-brand-700",
          )}
        >
          <CalendarClock className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold text-stone-900">Viewing &amp; deal</h2>
          <p className="text-xs text-stone-500">{stageLabel(deal)}</p>
        </div>
      </header>

      <div className="px-3 pt-4 pb-1">
        <DealStepper phase={deal.phase} />
      </div>

      {!declined && !confirmed && (
        <div className="mx-4 mt-3 rounded-lg bg-stone-50 px-3 py-2 ring-1 ring-stone-200">
          <Badge tone={badge.tone}>{badge.label}</Badge>
          <p className="mt-1 text-sm text-stone-700">{turnText(deal.turn, deal.viewer_role, deal.phase)}</p>
        </div>
      )}

      <div className="p-4">
        <DealBody deal={deal} />
      </div>

      {deal.viewer_role === "landlord" && <LandlordTenantSummary deal={deal} />}
    </Card>
  );
}

/** The stage's label, naming the two waiting points the stage alone does not show. */
function stageLabel(deal: DealView): string {
  if (deal.phase === "viewing_scheduled") return "Viewing scheduled";
  if (deal.phase === "student_ready") return "Group interested";
  return DEAL_STAGE_LABELS[deal.stage];
}

/** The step of the deal the card is at; each step decides what the viewer may do there. */
function DealBody({ deal }: { deal: DealView }) {
  switch (deal.phase) {
    case "initial":
      return <RequestStep deal={deal} />;
    case "request_viewing":
      return <ViewingRequestedStep deal={deal} />;
    case "time_slots_given":
      return <ChooseSlotStep deal={deal} />;
    case "viewing_scheduled":
      return <ScheduledStep deal={deal} />;
    case "viewing_confirmed":
      return <InterestStep deal={deal} />;
    case "student_ready":
      return <ConfirmApplicantStep deal={deal} />;
    case "deal_confirmed":
      return <ConfirmedState deal={deal} />;
    case "deal_declined":
      return <DeclinedState deal={deal} />;
  }
}
