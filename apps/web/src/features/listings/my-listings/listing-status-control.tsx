import type { MyListing } from "@roost/shared/contracts/my-listings.ts";
import { isSelectableStatus } from "@roost/shared/domain/property.ts";
import { Pencil, RotateCcw } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Select } from "../../../components/ui/input.tsx";
import { useListingStatus } from "../listings.queries.ts";
import { listingActions, RELIST_STATUS, STATUS_OPTIONS } from "../my-listings.ts";

/**
 * A listing's main control on /listings, by status: the status select of a live listing, Continue
 * editing for a draft, or Relist for one that has ended.
 */
export function ListingStatusControl({ listing, editHref }: { listing: MyListing; editHref: string }) {
  const statusId = useId();
  const status = useListingStatus();
  const actions = listingActions(listing.status);
  const changing = status.isPending && status.variables?.id === listing.id;
  // Being checked for copying (decision 059): only an operator's decision changes it.
  if (listing.paused_reason === "in_review") return null;

  return actions.selectable ? (
    <div className="flex items-center gap-2">
      <label htmlFor={statusId} className="text-sm font-medium text-stone-700">
        Status
      </label>
      <div className="w-40">
        <Select
          id={statusId}
          value={listing.status}
          disabled={changing}
          onChange={(e) => {
            const next = e.target.value;
            if (isSelectableStatus(next) && next !== listing.status)
              status.mutate({ id: listing.id, status: next });
          }}
        >
          {STATUS_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </div>
      {changing && (
        <span
          className="size-4 animate-spin rounded-full border-2 border-brand-600 border-r-transparent"
          role="status"
        >
          <span className="sr-only">Updating status...</span>
        </span>
      )}
    </div>
  ) : actions.primary?.kind === "continue" ? (
    <Button asChild size="sm" className="self-start">
      <Link to={editHref}>
        <Pencil className="size-4" aria-hidden />
        Continue editing
      </Link>
    </Button>
  ) : actions.primary?.kind === "relist" ? (
    <Button
      size="sm"
      className="self-start"
      loading={changing}
      onClick={() => status.mutate({ id: listing.id, status: RELIST_STATUS })}
    >
      {!changing && <RotateCcw className="size-4" aria-hidden />}
      Relist
    </Button>
  ) : null;
}
