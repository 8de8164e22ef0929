// The deal card's steps up to the viewing itself (spec §4, §5): asking for a viewing, the landlord's
// offered times, choosing one, and both sides confirming afterwards that it took place.
import type { DealView } from "@roost/shared/contracts/deals.ts";
import { CalendarCheck, CalendarClock, Check, Clock, Hourglass, X } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../components/ui/cn.ts";
import { LeaderOnlyHint, Note, ScheduledTile, SlotList } from "./deal-card-parts.tsx";
import { formatSlot, formatSlotParts } from "./deal-helpers.ts";
import { useDealCommand } from "./deals.queries.ts";
import { SlotEditor } from "./slot-editor.tsx";

export function RequestStep({ deal }: { deal: DealView }) {
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

/** The request is out: the landlord offers times here, everyone else waits for them. */
export function ViewingRequestedStep({ deal }: { deal: DealView }) {
  const canOffer =
    deal.viewer_role === "landlord" &&
    (deal.allowed_actions.includes("add_slots") || deal.allowed_actions.includes("send_slots"));
  if (canOffer) return <SlotEditor deal={deal} />;
  return (
    <Note icon={<Hourglass className="size-4" aria-hidden />}>
      {deal.requested_by
        ? `${deal.requested_by.display_name || "The group leader"} requested a viewing`
        : "Viewing requested"}
      {deal.timestamps.viewing_requested_at ? ` on ${formatSlot(deal.timestamps.viewing_requested_at)}` : ""}.{" "}
      {deal.viewer_role === "landlord"
        ? "Offer viewing times to continue."
        : `${deal.landlord?.display_name || "The landlord"} will offer up to ${deal.max_slots} viewing times.`}
    </Note>
  );
}

export function ChooseSlotStep({ deal }: { deal: DealView }) {
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

export function ScheduledStep({ deal }: { deal: DealView }) {
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
