import type { DealView } from "@roost/shared/contracts/deals.ts";
import { DEAL_STAGE_LABELS } from "@roost/shared/domain/deal-stage.ts";
import { ERROR_TEXTS } from "@roost/shared/domain/errors.ts";
import { UI_TEXTS } from "@roost/shared/domain/ui-texts.ts";
import {
  BadgeCheck,
  CalendarCheck,
  CalendarClock,
  Check,
  Clock,
  Hourglass,
  Info,
  PartyPopper,
  ThumbsDown,
  ThumbsUp,
  X,
  XCircle,
} from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { cn } from "../../components/ui/cn.ts";
import { Dialog } from "../../components/ui/dialog.tsx";
import { Badge, ErrorState, Skeleton } from "../../components/ui/feedback.tsx";
import { isApiError } from "../../lib/api.ts";
import { formatSlot, formatSlotParts, turnBadge, turnText } from "./deal-helpers.ts";
import { DealStepper } from "./deal-stepper.tsx";
import { useDeal, useDealCommand } from "./deals.queries.ts";
import { LandlordTenantSummary } from "./group-summary.tsx";
import { SlotEditor } from "./slot-editor.tsx";

const LEADER_ONLY = ERROR_TEXTS.not_leader.title;

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

export function DealCardSkeleton({ className }: { className?: string }) {
  return (
    <Card
      className={cn("space-y-4 p-4", className)}
      role="status"
      aria-busy="true"
      aria-label="Loading viewing"
    >
      <div className="flex items-center gap-3">
        <Skeleton className="size-9 rounded-lg" />
        <div className="flex-1 space-y-1.5">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-3 w-1/3" />
        </div>
      </div>
      <div className="grid grid-cols-5 gap-2">
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className="flex flex-col items-center gap-1.5">
            <Skeleton className="size-6 rounded-full" />
            <Skeleton className="h-2.5 w-10" />
          </div>
        ))}
      </div>
      <Skeleton className="h-14" />
      <Skeleton className="h-10" />
    </Card>
  );
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

function DealBody({ deal }: { deal: DealView }) {
  switch (deal.phase) {
    case "initial":
      return <RequestStep deal={deal} />;
    case "request_viewing":
      return deal.viewer_role === "landlord" &&
        (deal.allowed_actions.includes("add_slots") || deal.allowed_actions.includes("send_slots")) ? (
        <SlotEditor deal={deal} />
      ) : (
        <Note icon={<Hourglass className="size-4" aria-hidden />}>
          {deal.requested_by
            ? `${deal.requested_by.display_name || "The group leader"} requested a viewing`
            : "Viewing requested"}
          {deal.timestamps.viewing_requested_at
            ? ` on ${formatSlot(deal.timestamps.viewing_requested_at)}`
            : ""}
          .{" "}
          {deal.viewer_role === "landlord"
            ? "Offer viewing times to continue."
            : `${deal.landlord?.display_name || "The landlord"} will offer up to ${deal.max_slots} viewing times.`}
        </Note>
      );
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

// ------------------------------------------------------------------ steps

function RequestStep({ deal }: { deal: DealView }) {
  const command = useDealCommand(deal.conversation_id);
  if (deal.allowed_actions.includes("request_viewing"))
    return (
      <div className="space-y-3">
        <p className="text-sm text-stone-600">
          Ask {deal.landlord?.display_name || "the landlord"} for viewing times. They&apos;ll offer up to{" "}
          {deal.max_slots} slots for you to choose from.
        </p>
        <Button
          className="w-full"
          onClick={() => command.run({ call: "request_viewing" })}
          loading={command.busy("request_viewing")}
        >
          <CalendarClock className="size-4" aria-hidden /> Request a viewing
        </Button>
      </div>
    );
  if (deal.viewer_role === "member") return <LeaderOnlyHint />;
  if (deal.viewer_role === "landlord")
    return (
      <Note icon={<Hourglass className="size-4" aria-hidden />}>
        The student hasn&apos;t requested a viewing yet. You&apos;ll be able to offer times once they do.
      </Note>
    );
  return null;
}

function ChooseSlotStep({ deal }: { deal: DealView }) {
  const command = useDealCommand(deal.conversation_id);
  const [chosen, setChosen] = useState<string | null>(null);
  const canSelect = deal.allowed_actions.includes("select_slot");
  const slots = deal.slots;

  if (!canSelect)
    return (
      <div className="space-y-3">
        <SlotList title="Viewing times offered" slots={slots.map((s) => s.proposed_at)} />
        {deal.viewer_role === "member" ? (
          <LeaderOnlyHint />
        ) : deal.viewer_role === "landlord" ? (
          <Note icon={<Hourglass className="size-4" aria-hidden />}>
            Waiting for the group leader to choose one of your times.
          </Note>
        ) : null}
      </div>
    );

  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) command.run({ call: "select_slot", body: { slot_id: chosen } });
      }}
    >
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">Choose a viewing time</legend>
        <p className="text-xs text-stone-500">Times are UK time.</p>
        <div className="mt-2 space-y-1.5">
          {slots.map((slot) => (
            <label
              key={slot.id}
              className={cn(
                "flex cursor-pointer items-center gap-2.5 rounded-lg border px-3 py-2 text-sm transition-colors",
                chosen === slot.id
                  ? "border-brand-600 bg-brand-50 text-brand-900 ring-1 ring-brand-600"
                  : "border-stone-200 hover:bg-stone-50",
              )}
            >
              <input
                type="radio"
                name={`slot-${deal.conversation_id}`}
                value={slot.id}
                checked={chosen === slot.id}
                onChange={() => setChosen(slot.id)}
                className="size-4 accent-brand-700"
              />
              <span className="font-medium">{formatSlot(slot.proposed_at)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" className="w-full" disabled={!chosen} loading={command.busy("select_slot")}>
        <CalendarCheck className="size-4" aria-hidden /> Confirm viewing
      </Button>
    </form>
  );
}

function ScheduledStep({ deal }: { deal: DealView }) {
  const command = useDealCommand(deal.conversation_id);
  const scheduled = deal.timestamps.viewing_scheduled_at;
  const isLandlord = deal.viewer_role === "landlord";
  const own = isLandlord
    ? deal.timestamps.viewing_confirmed_by_landlord_at
    : deal.timestamps.viewing_confirmed_by_student_at;
  const other = isLandlord
    ? deal.timestamps.viewing_confirmed_by_student_at
    : deal.timestamps.viewing_confirmed_by_landlord_at;
  const canAnswer = deal.allowed_actions.includes("confirm_attendance");
  const asked = canAnswer && deal.attendance_question_due.viewer;
  const opensAt = deal.attendance_question_opens_at;
  const answer = (attended: boolean) => command.run({ call: "attendance", body: { attended } });
  const busyWith = (attended: boolean) =>
    command.busy("attendance", (c) => c.call === "attendance" && c.body.attended === attended);

  return (
    <div className="space-y-3">
      {scheduled && <ScheduledTile iso={scheduled} />}

      {asked ? (
        <div className="rounded-lg border border-amber-200 bg-amber-50 p-3">
          <p className="text-sm font-semibold text-stone-900">Did the viewing take place?</p>
          <div className="mt-2 grid grid-cols-2 gap-2">
            <Button onClick={() => answer(true)} loading={busyWith(true)} disabled={command.pending}>
              <Check className="size-4" aria-hidden /> Yes
            </Button>
            <Button
              variant="secondary"
              onClick={() => answer(false)}
              loading={busyWith(false)}
              disabled={command.pending}
            >
              <X className="size-4" aria-hidden /> No
            </Button>
          </div>
        </div>
      ) : own ? (
        <Note icon={<Check className="size-4 text-green-700" aria-hidden />}>
          You confirmed the viewing took place.{" "}
          {other
            ? ""
            : isLandlord
              ? "Waiting for the group leader to confirm too."
              : "Waiting for the landlord to confirm too."}
          {canAnswer && (
            <button
              type="button"
              onClick={() => answer(false)}
              disabled={command.pending}
              className="ml-1 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {busyWith(false) ? "Saving…" : "It didn't happen"}
            </button>
          )}
        </Note>
      ) : deal.viewer_role === "member" && deal.attendance_question_due.student ? (
        <LeaderOnlyHint />
      ) : opensAt && !deal.attendance_question_due.student && !deal.attendance_question_due.landlord ? (
        <Note icon={<Clock className="size-4" aria-hidden />}>
          After the viewing, from {formatSlotParts(opensAt).time} on {formatSlotParts(opensAt).day},
          we&apos;ll ask both sides to confirm it took place.
        </Note>
      ) : (
        <Note icon={<Hourglass className="size-4" aria-hidden />}>
          {isLandlord
            ? "Waiting for the group leader to confirm the viewing."
            : "Waiting for the landlord to confirm the viewing."}
        </Note>
      )}
    </div>
  );
}

function InterestStep({ deal }: { deal: DealView }) {
  const command = useDealCommand(deal.conversation_id);
  const [confirmDecline, setConfirmDecline] = useState(false);
  const landlord = deal.landlord?.display_name || "the landlord";
  if (!deal.allowed_actions.includes("declare_interest"))
    return (
      <div className="space-y-3">
        <ViewingDoneNote deal={deal} />
        {deal.viewer_role === "member" ? (
          <LeaderOnlyHint />
        ) : (
          <Note icon={<Hourglass className="size-4" aria-hidden />}>
            {deal.viewer_role === "landlord"
              ? "Waiting for the group to say whether they want the property."
              : "Waiting for the group leader."}
          </Note>
        )}
      </div>
    );
  return (
    <div className="space-y-3">
      <ViewingDoneNote deal={deal} />
      <p className="text-sm text-stone-700">Is your group interested in renting this property?</p>
      <div className="grid grid-cols-2 gap-2">
        <Button
          onClick={() => command.run({ call: "interest", body: { interested: true } })}
          loading={command.busy("interest", (c) => c.call === "interest" && c.body.interested)}
          disabled={command.pending}
        >
          <ThumbsUp className="size-4" aria-hidden /> {UI_TEXTS.interested}
        </Button>
        <Button variant="secondary" onClick={() => setConfirmDecline(true)} disabled={command.pending}>
          <ThumbsDown className="size-4" aria-hidden /> {UI_TEXTS.notInterested}
        </Button>
      </div>
      <p className="text-xs text-stone-500">
        Interested sends your group&apos;s application to {landlord} for confirmation.
      </p>
      <Dialog
        open={confirmDecline}
        onOpenChange={setConfirmDecline}
        title={`${UI_TEXTS.notInterested}?`}
        description={`We'll let ${landlord} know your group won't take this property. This closes the viewing.`}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirmDecline(false)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={command.busy("interest", (c) => c.call === "interest" && !c.body.interested)}
            onClick={() =>
              command.run(
                { call: "interest", body: { interested: false } },
                { onSettled: () => setConfirmDecline(false) },
              )
            }
          >
            {UI_TEXTS.notInterested}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

function ConfirmApplicantStep({ deal }: { deal: DealView }) {
  const command = useDealCommand(deal.conversation_id);
  if (deal.allowed_actions.includes("confirm_applicant"))
    return (
      <div className="space-y-3">
        <Note icon={<ThumbsUp className="size-4 text-brand-700" aria-hidden />}>
          {deal.group?.name || deal.student?.display_name || "The group"} is interested and ready to go ahead.
        </Note>
        <Button
          className="w-full"
          onClick={() => command.run({ call: "confirm_applicant" })}
          loading={command.busy("confirm_applicant")}
        >
          <BadgeCheck className="size-4" aria-hidden /> {UI_TEXTS.confirmApplicant}
        </Button>
        <p className="text-xs text-stone-500">Confirming awards the tenants the Verified Renter badge.</p>
      </div>
    );
  return (
    <Note icon={<Hourglass className="size-4" aria-hidden />}>
      {deal.viewer_role === "landlord"
        ? "The group is interested."
        : `You told ${deal.landlord?.display_name || "the landlord"} your group is interested. Waiting for them to confirm you as the applicant.`}
    </Note>
  );
}

function ConfirmedState({ deal }: { deal: DealView }) {
  const isLandlord = deal.viewer_role === "landlord";
  const who = deal.group?.name || deal.student?.display_name || "The applicant";
  return (
    <div className="rounded-xl bg-gradient-to-br from-green-50 via-brand-50 to-amber-50 p-4 text-center ring-1 ring-green-200">
      <PartyPopper className="mx-auto size-8 text-amber-500" aria-hidden />
      <p className="mt-2 text-base font-bold text-stone-900">Applicant confirmed</p>
      <p className="mt-1 text-sm text-stone-700">
        {isLandlord
          ? `${who} ${deal.group ? "are" : "is"} your confirmed tenants for this property.`
          : `${deal.landlord?.display_name || "The landlord"} confirmed your group for this property. Congratulations!`}
      </p>
      <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
        <BadgeCheck className="size-4" aria-hidden />
        {isLandlord ? "Verified Renter badge awarded" : "You're now a Verified Renter"}
      </p>
      {deal.timestamps.landlord_confirmed_at && (
        <p className="mt-2 text-xs text-stone-500">
          Confirmed {formatSlot(deal.timestamps.landlord_confirmed_at)}
        </p>
      )}
    </div>
  );
}

function DeclinedState({ deal }: { deal: DealView }) {
  return (
    <div className="rounded-xl bg-stone-50 p-4 text-center ring-1 ring-stone-200">
      <XCircle className="mx-auto size-7 text-red-500" aria-hidden />
      <p className="mt-2 font-semibold text-stone-900">{UI_TEXTS.notInterested}</p>
      <p className="mt-1 text-sm text-stone-600">
        {deal.viewer_role === "landlord"
          ? "The group decided not to go ahead after the viewing."
          : "Your group decided not to go ahead with this property."}
      </p>
    </div>
  );
}

// ------------------------------------------------------------------ pieces

function ScheduledTile({ iso }: { iso: string }) {
  const { day, time } = formatSlotParts(iso);
  return (
    <div className="flex items-center gap-3 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2.5">
      <CalendarCheck className="size-5 shrink-0 text-brand-700" aria-hidden />
      <div className="min-w-0">
        <p className="text-xs font-medium text-brand-800">Viewing booked</p>
        <p className="text-sm font-semibold text-stone-900">
          {day} at {time}
        </p>
      </div>
    </div>
  );
}

function ViewingDoneNote({ deal }: { deal: DealView }) {
  const scheduled = deal.timestamps.viewing_scheduled_at;
  return (
    <Note icon={<Check className="size-4 text-green-700" aria-hidden />}>
      Both sides confirmed the viewing{scheduled ? ` on ${formatSlot(scheduled)}` : ""}.
    </Note>
  );
}

function SlotList({ title, slots }: { title: string; slots: string[] }) {
  if (slots.length === 0) return null;
  return (
    <div>
      <p className="text-sm font-medium text-stone-800">{title}</p>
      <ul className="mt-1.5 space-y-1">
        {slots.map((iso) => (
          <li key={iso} className="flex items-center gap-2 text-sm text-stone-700">
            <Clock className="size-3.5 text-stone-400" aria-hidden /> {formatSlot(iso)}
          </li>
        ))}
      </ul>
    </div>
  );
}

function LeaderOnlyHint() {
  return (
    <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      {LEADER_ONLY}
    </p>
  );
}

function Note({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 text-sm text-stone-600">
      <span className="mt-0.5 shrink-0 text-stone-500">{icon}</span>
      <span>{children}</span>
    </p>
  );
}
