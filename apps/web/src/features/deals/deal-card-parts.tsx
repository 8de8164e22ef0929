// Small presentational pieces the deal card's steps share: a note with an icon, the leader-only
// hint, the booked-viewing tile and a list of offered times.
import type { DealView } from "@roost/shared/contracts/deals.ts";
import { ERROR_TEXTS } from "@roost/shared/domain/errors.ts";
import { CalendarCheck, Check, Clock, Info } from "lucide-react";
import type { ReactNode } from "react";
import { formatSlot, formatSlotParts } from "./deal-helpers.ts";

const LEADER_ONLY = ERROR_TEXTS.not_leader.title;

export function ScheduledTile({ iso }: { iso: string }) {
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

export function ViewingDoneNote({ deal }: { deal: DealView }) {
  const scheduled = deal.timestamps.viewing_scheduled_at;
  return (
    <Note icon={<Check className="size-4 text-green-700" aria-hidden />}>
      Both sides confirmed the viewing{scheduled ? ` on ${formatSlot(scheduled)}` : ""}.
    </Note>
  );
}

export function SlotList({ title, slots }: { title: string; slots: string[] }) {
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

export function LeaderOnlyHint() {
  return (
    <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      {LEADER_ONLY}
    </p>
  );
}

export function Note({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 text-sm text-stone-600">
      <span className="mt-0.5 shrink-0 text-stone-500">{icon}</span>
      <span>{children}</span>
    </p>
  );
}
