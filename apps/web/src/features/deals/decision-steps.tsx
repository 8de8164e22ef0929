// The deal card's steps after the viewing (spec §4): the group says whether it is interested, the
// landlord confirms the applicant, and the two end states (confirmed or declined).
import type { DealView } from "@roost/shared/contracts/deals.ts";
import { UI_TEXTS } from "@roost/shared/domain/ui-texts.ts";
import { BadgeCheck, Hourglass, PartyPopper, ThumbsDown, ThumbsUp, XCircle } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { LeaderOnlyHint, Note, ViewingDoneNote } from "./deal-card-parts.tsx";
import { formatSlot } from "./deal-helpers.ts";
import { useDealCommand } from "./deals.queries.ts";
import { TenancyStep } from "./tenancy-step.tsx";

export function InterestStep({ deal }: { deal: DealView }) {
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

export function ConfirmApplicantStep({ deal }: { deal: DealView }) {
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

export function ConfirmedState({ deal }: { deal: DealView }) {
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
      <TenancyStep deal={deal} />
    </div>
  );
}

export function DeclinedState({ deal }: { deal: DealView }) {
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
