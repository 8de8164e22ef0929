import type { HousemateShares } from "@roost/shared/domain/housemate-shares.ts";
import { BILLS_ESTIMATE } from "@roost/shared/domain/housemate-shares.ts";
import { formatPounds } from "@roost/shared/domain/price.ts";

type Shares = Extract<HousemateShares, { kind: "shares" }>;

const ESTIMATE_NOTE = `Bills: energy and water for a typical household, shared (${BILLS_ESTIMATE.source}); broadband not included.`;

/** What a member's share is for: their room, a premium, or the even share. */
function basisOf(share: Shares["shares"][number]): string | null {
  if (share.room) return share.room.claimed ? share.room.name : `${share.room.name} (not claimed yet)`;
  if (share.premium > 0) return `+${formatPounds(share.premium)} premium`;
  return null;
}

/**
 * Each member's rent a month and a week, bills and part of the deposit, and the check that the
 * shares add up to what the landlord asks. One line per member, so it fits a narrow column.
 */
export function ShareTable({ shares }: { shares: Shares }) {
  const depositKnown = shares.deposit !== null;
  return (
    <div className="space-y-2">
      <ul className="divide-y divide-stone-200/70 text-sm text-stone-800" aria-label="Each housemate's share">
        {shares.shares.map((share, i) => (
          <li key={share.id ?? i} className="py-1.5">
            <div className="flex items-baseline justify-between gap-2">
              <span className="min-w-0">
                <span className="font-medium">{share.name ?? "A housemate"}</span>
                {share.leader && <span className="text-stone-500"> · leader</span>}
              </span>
              <span className="shrink-0 font-semibold tabular-nums">{formatPounds(share.rent)} a month</span>
            </div>
            <p className="text-xs text-stone-600">
              {[
                basisOf(share),
                `${formatPounds(share.rentPerWeek)} a week`,
                share.bills === null ? "bills included" : `bills ~${formatPounds(share.bills)}`,
                depositKnown ? `deposit ${formatPounds(share.deposit ?? 0)}` : null,
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
            {share.overBy !== null && (
              <p className="text-xs font-medium text-amber-800">
                {formatPounds(share.overBy)} over their budget
              </p>
            )}
          </li>
        ))}
      </ul>
      <p className="text-xs font-medium text-green-800" data-testid="shares-add-up">
        Adds up to {formatPounds(shares.rent)} a month
        {shares.shares.some((s) => s.room) ? ": the rooms you'd take" : ": the whole rent"}
        {depositKnown && `, and ${formatPounds(shares.deposit ?? 0)} deposit`}. Leftover pounds go to the
        leader.
      </p>
      {!shares.billsIncluded && (
        <p className="text-xs text-stone-500">
          {shares.billsSource === "group"
            ? "Bills: your group's own estimate, per person a month."
            : ESTIMATE_NOTE}
        </p>
      )}
    </div>
  );
}
