import type { PropertyCard } from "@roost/shared/contracts/properties.ts";
import {
  type BudgetFit,
  billsText,
  budgetsKnownText,
  fitText,
  type GroupForPrices,
  type HousematePrices,
  housematePrices,
  housemateSummary,
} from "@roost/shared/domain/housemate-prices.ts";
import { formatPounds } from "@roost/shared/domain/price.ts";
import { Users } from "lucide-react";
import { Link } from "react-router";
import { useHousemateGroup } from "../../lib/housemate-group.ts";
import { cn } from "../ui/cn.ts";

// What each housemate would pay (decision 038), for a student in a group. Rendered only in the
// browser after hydration, and only where it cannot move anything already on screen: over the
// card's photo, and in a slot of fixed height on the property page.

type Listing = Pick<PropertyCard, "advert_type" | "monthly_rent" | "bedrooms" | "rooms" | "bills_included">;

function pricesFor(property: Listing, group: GroupForPrices) {
  return housematePrices(
    {
      advertType: property.advert_type,
      monthlyRent: property.monthly_rent,
      bedrooms: property.bedrooms,
      rooms: property.rooms,
      billsIncluded: property.bills_included,
    },
    group,
  );
}

type Tone = "fits" | "partly" | "over";

function toneOf(prices: HousematePrices): Tone {
  if (prices.kind !== "per_person") return "over";
  if (!prices.fit.fitsKnown) return "over";
  return prices.fit.fitsAll ? "fits" : "partly";
}

const TONES: Record<Tone, string> = {
  fits: "bg-green-50 text-green-900 ring-green-300",
  partly: "bg-white text-stone-800 ring-stone-300",
  over: "bg-amber-50 text-amber-900 ring-amber-300",
};

/** "(3 of 4 budgets known)" when some member gave no budget; nothing when all did. */
function knownNote(fit: BudgetFit): string {
  return fit.known < fit.total ? ` (${budgetsKnownText(fit)})` : "";
}

/** The card's line, over the bottom-right of its photo: it never changes the card's height. */
export function HousemateShareChip({ property }: { property: Listing }) {
  const group = useHousemateGroup();
  if (!group) return null;
  const prices = pricesFor(property, group);
  if (prices.kind === "no_price") return null;
  const note = prices.kind === "per_person" ? knownNote(prices.fit) : "";
  return (
    <p
      className={cn(
        "pointer-events-none absolute bottom-3 right-3 max-w-[70%] rounded-md px-2 py-1 text-right text-xs font-medium shadow-sm ring-1",
        TONES[toneOf(prices)],
      )}
      data-testid="housemate-share"
    >
      <Users className="mr-1 inline size-3.5 align-[-2px]" aria-hidden />
      <span className="sr-only">For your group: </span>
      {housemateSummary(prices)}
      {note}
    </p>
  );
}

/**
 * The property page's panel, in a slot that keeps its height whether it is filled or not (the
 * server renders it empty): what each member pays, bills, how many budgets are known, and for a
 * room advert each room's verdict behind a disclosure (opening it is the user's own doing).
 */
export function HousemateSharePanel({ property }: { property: Listing }) {
  return (
    <div className="mt-3 min-h-[3.75rem] text-sm" data-testid="housemate-share-slot">
      <PanelContent property={property} />
    </div>
  );
}

function PanelContent({ property }: { property: Listing }) {
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
  const prices = pricesFor(property, group);
  if (prices.kind === "no_price") return null;
  return (
    <div className={cn("rounded-lg px-3 py-2 ring-1", TONES[toneOf(prices)])} data-testid="housemate-share">
      <p className="font-medium">
        <Users className="mr-1.5 inline size-4 align-[-3px]" aria-hidden />
        {housemateSummary(prices)}
      </p>
      {prices.kind === "per_person" && (
        <p className="mt-0.5 text-xs">
          Rent {billsText(prices.billsIncluded)} · {budgetsKnownText(prices.fit)}
          {" · "}
          <Link to="/groups" className="underline underline-offset-2">
            Your group
          </Link>
        </p>
      )}
      {prices.kind === "per_person" && prices.rooms && prices.rooms.length > 1 && (
        <details className="mt-1 text-xs">
          <summary className="cursor-pointer font-medium">Each room</summary>
          <ul className="mt-1 space-y-0.5">
            {prices.rooms.map((room) => (
              <li key={room.name}>
                {room.name}: {formatPounds(room.rent)} — {fitText(room.fit)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
