import type { MyListing } from "@roost/shared/contracts/my-listings.ts";
import { AVAILABILITY_TEXTS } from "@roost/shared/domain/listing-availability.ts";
import { calendarDate } from "@roost/shared/domain/uk-time.ts";
import { CalendarCheck, PauseCircle } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { useConfirmAvailability } from "../listings.queries.ts";

// What My Listings says on a listing Roost keeps current (decision 058): the open question about its
// availability with the button that answers it, and, on a listing Roost paused, why and what clears it.

export function AvailabilityNotice({ listing, title }: { listing: MyListing; title: string }) {
  const confirm = useConfirmAvailability();
  if (!listing.availability_pause_on) return null;
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 sm:flex-row sm:items-center">
      <p className="flex flex-1 items-start gap-2">
        <CalendarCheck className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
        <span>{AVAILABILITY_TEXTS.rowText(calendarDate(listing.availability_pause_on))}.</span>
      </p>
      <Button
        size="sm"
        variant="secondary"
        loading={confirm.isPending}
        onClick={() => confirm.mutate(listing.id)}
        aria-label={`${AVAILABILITY_TEXTS.confirm}: ${title}`}
      >
        {AVAILABILITY_TEXTS.confirm}
      </Button>
    </div>
  );
}

export function PausedReasonNotice({ reason }: { reason: MyListing["paused_reason"] }) {
  if (!reason) return null;
  return (
    <p className="flex items-start gap-2 rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-700">
      <PauseCircle className="mt-0.5 size-4 shrink-0 text-stone-500" aria-hidden />
      <span>{AVAILABILITY_TEXTS.paused[reason]}</span>
    </p>
  );
}
