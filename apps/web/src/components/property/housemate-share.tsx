import type { PropertyCard } from "@roost/shared/contracts/properties.ts";
import type { GroupForPrices } from "@roost/shared/domain/housemate-prices.ts";
import { type BudgetFit, budgetsKnownText } from "@roost/shared/domain/housemate-prices.ts";
import {
  type HousemateShares,
  housemateShares,
  housemateSummary,
  type ShareOptions,
} from "@roost/shared/domain/housemate-shares.ts";
import { Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useHousemateGroup } from "../../lib/housemate-group.ts";
import { cn } from "../ui/cn.ts";

// What each housemate pays (decisions 038, 061), for a student in a group. Rendered only in the
// browser after hydration, and only where it cannot move anything already on screen: over the
// card's photo, and in a slot of fixed height on the property page.

export type ListingForShares = Pick<
  PropertyCard,
  "advert_type" | "monthly_rent" | "bedrooms" | "rooms" | "bills_included"
> & { deposit?: number | null };

/** The shares of a listing as the API carries it, split over the group. */
export function sharesFor(property: ListingForShares, group: GroupForPrices, options?: ShareOptions) {
  return housemateShares(
    {
      advertType: property.advert_type,
      monthlyRent: property.monthly_rent,
      bedrooms: property.bedrooms,
      rooms: property.rooms,
      billsIncluded: property.bills_included,
      deposit: property.deposit ?? null,
    },
    group,
    options,
  );
}

type Tone = "fits" | "partly" | "over";

function toneOf(shares: HousemateShares): Tone {
  if (shares.kind !== "shares") return "over";
  if (!shares.fit.fitsKnown) return "over";
  return shares.fit.fitsAll ? "fits" : "partly";
}

const TONES: Record<Tone, string> = {
  fits: "bg-green-50 text-green-900 ring-green-300",
  partly: "bg-white text-stone-800 ring-stone-300",
  over: "bg-amber-50 text-amber-900 ring-amber-300",
};

/** The colour of a verdict: green when it fits every budget, amber when it does not. */
export function toneClass(shares: HousemateShares): string {
  return TONES[toneOf(shares)];
}

/** "(3 of 4 budgets known)" when some member gave no budget; nothing when all did. */
function knownNote(fit: BudgetFit): string {
  return fit.known < fit.total ? ` (${budgetsKnownText(fit)})` : "";
}

/** The card's line, over the bottom-right of its photo: it never changes the card's height. */
export function HousemateShareChip({ property }: { property: ListingForShares }) {
  const group = useHousemateGroup();
  if (!group) return null;
  const shares = sharesFor(property, group);
  if (shares.kind === "no_price") return null;
  const note = shares.kind === "shares" ? knownNote(shares.fit) : "";
  return (
    <p
      className={cn(
        "pointer-events-none absolute bottom-3 right-3 max-w-[70%] rounded-md px-2 py-1 text-right text-xs font-medium shadow-sm ring-1",
        toneClass(shares),
      )}
      data-testid="housemate-share"
    >
      <Users className="mr-1 inline size-3.5 align-[-2px]" aria-hidden />
      <span className="sr-only">For your group: </span>
      {housemateSummary(shares)}
      {note}
    </p>
  );
}

/**
 * The property page's slot, which keeps its height whether it is filled or not (the server
 * renders it empty). A group member sees `memberView` (the page loads it on its own, as only
 * members need it); any other student or visitor a hint to join a group.
 */
export function HousemateSharePanel({ memberView }: { memberView: ReactNode }) {
  return (
    <div className="mt-3 min-h-[3.75rem] text-sm" data-testid="housemate-share-slot">
      <PanelContent memberView={memberView} />
    </div>
  );
}

function PanelContent({ memberView }: { memberView: ReactNode }) {
  const group = useHousemateGroup();
  if (group === undefined) return null;
  if (group === null) {
    return (
      <p className="text-stone-600">
        <Users className="mr-1.5 inline size-4 align-[-3px] text-stone-400" aria-hidden />
        House-hunting with friends?{" "}
        <Link to="/groups" className="font-medium text-brand-700 underline underline-offset-2">
          In a group
        </Link>{" "}
        you'd see what each of you would pay.
      </p>
    );
  }
  return memberView;
}
