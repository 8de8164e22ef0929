import type { MyListing } from "@roost/shared/contracts/properties.ts";
import { ERROR_TEXTS } from "@roost/shared/domain/errors.ts";
import { priceDisplay } from "@roost/shared/domain/price.ts";
import { isLiveStatus, isSelectableStatus, PROPERTY_STATUS_LABELS } from "@roost/shared/domain/property.ts";
import {
  BarChart3,
  Building2,
  Eye,
  Heart,
  House,
  MessageSquare,
  Pencil,
  Plus,
  RotateCcw,
  Trash2,
} from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Badge, EmptyState, ErrorState, Skeleton } from "../../components/ui/feedback.tsx";
import { Select } from "../../components/ui/input.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { useDeleteListing, useListingStatus, useMyListings } from "./listings.queries.ts";
import {
  countText,
  expiryText,
  listingActions,
  listingLocation,
  listingTitle,
  RELIST_STATUS,
  STATUS_OPTIONS,
  STATUS_TONES,
} from "./my-listings.ts";

/** /listings (spec §2 My Listings): inside the account layout, so only the main column. */
export function MyListingsPage() {
  usePageMeta("My listings");
  const listings = useMyListings();
  const live = listings.data?.filter((l) => isLiveStatus(l.status)).length ?? 0;
  const drafts = listings.data?.filter((l) => l.status === "draft").length ?? 0;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">My listings</h1>
          <p className="mt-1 text-sm text-stone-600">
            {listings.data && listings.data.length > 0
              ? `${countText(listings.data.length, "property", "properties")} · ${live} live · ${countText(drafts, "draft")}`
              : "Manage your properties, their status and how they perform."}
          </p>
        </div>
        <Button asChild>
          <Link to="/list-property">
            <Plus className="size-4" aria-hidden />
            List a property
          </Link>
        </Button>
      </div>

      {listings.isPending ? (
        <ListingsSkeleton />
      ) : listings.isError ? (
        <ErrorState
          title={ERROR_TEXTS.listings_load_failed.title}
          message="Check your connection and try again."
          onRetry={() => void listings.refetch()}
        />
      ) : listings.data.length === 0 ? (
        <EmptyState
          icon={<Building2 className="size-10" aria-hidden />}
          title="You haven't listed a property yet"
          action={
            <Button asChild>
              <Link to="/list-property">
                <Plus className="size-4" aria-hidden />
                List a property
              </Link>
            </Button>
          }
        >
          Add your first property in a few minutes. We save your draft as you go.
        </EmptyState>
      ) : (
        <ul className="space-y-4">
          {listings.data.map((listing) => (
            <ListingRow key={listing.id} listing={listing} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ListingRow({ listing }: { listing: MyListing }) {
  const statusId = useId();
  const status = useListingStatus();
  const remove = useDeleteListing();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const actions = listingActions(listing.status);
  const title = listingTitle(listing);
  const location = listingLocation(listing);
  const expiry = expiryText(listing.expires_at, listing.status);
  const editHref = `/list-property/edit/${listing.id}`;
  const viewHref = actions.viewable ? `/property/${listing.id}` : editHref;
  const changing = status.isPending && status.variables?.id === listing.id;

  return (
    <li>
      <Card className="flex overflow-hidden rounded-xl">
        <Link
          to={viewHref}
          className="relative hidden w-52 shrink-0 bg-stone-100 sm:block"
          tabIndex={-1}
          aria-hidden
        >
          <Cover url={listing.cover_url} />
        </Link>

        <div className="flex min-w-0 flex-1 flex-col gap-3 p-4 sm:p-5">
          <div className="flex items-start gap-3">
            <Link
              to={viewHref}
              className="relative size-16 shrink-0 overflow-hidden rounded-lg bg-stone-100 sm:hidden"
              tabIndex={-1}
              aria-hidden
            >
              <Cover url={listing.cover_url} small />
            </Link>
            <div className="min-w-0 flex-1">
              <h2 className="font-semibold text-stone-900 sm:truncate">
                <Link to={viewHref} className="hover:underline">
                  {title}
                </Link>
              </h2>
              {location && <p className="truncate text-sm text-stone-600">{location}</p>}
            </div>
            <Badge tone={STATUS_TONES[listing.status]} className="shrink-0">
              {PROPERTY_STATUS_LABELS[listing.status]}
            </Badge>
          </div>

          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <p className="text-lg font-bold text-stone-900">
              {priceDisplay({
                advertType: listing.advert_type,
                monthlyRent: listing.monthly_rent,
                rooms: listing.rooms,
              })}
            </p>
            {expiry && <p className="text-xs text-stone-500">{expiry}</p>}
          </div>

          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-stone-600" aria-label="Activity">
            <li className="inline-flex items-center gap-1.5">
              <Eye className="size-4 text-stone-400" aria-hidden />
              {countText(listing.views, "view")}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Heart className="size-4 text-stone-400" aria-hidden />
              {countText(listing.favourites, "favourite")}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <MessageSquare className="size-4 text-stone-400" aria-hidden />
              {countText(listing.inquiries, "inquiry", "inquiries")}
            </li>
          </ul>

          <div className="mt-auto flex flex-col gap-3 border-t border-stone-100 pt-3 lg:flex-row lg:items-center">
            {actions.selectable ? (
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
            ) : null}

            <div className="-ml-2 flex flex-wrap items-center gap-1 lg:ml-auto">
              <ActionLink
                to={`/property/${listing.id}`}
                icon={<Eye className="size-4" />}
                label={actions.viewable ? "View" : "Preview"}
                listing={title}
              />
              {actions.primary?.kind !== "continue" && (
                <ActionLink to={editHref} icon={<Pencil className="size-4" />} label="Edit" listing={title} />
              )}
              <ActionLink
                to={`/property-performance/${listing.id}`}
                icon={<BarChart3 className="size-4" />}
                label="Performance"
                listing={title}
              />
              {actions.deletable && (
                <ConfirmDialog
                  open={confirmOpen}
                  onOpenChange={(open) => !remove.isPending && setConfirmOpen(open)}
                  title="Delete this draft?"
                  description={`“${title}” and its photos will be deleted for good. This can't be undone.`}
                  confirmLabel="Delete draft"
                  busy={remove.isPending}
                  onConfirm={() => remove.mutate(listing.id, { onSettled: () => setConfirmOpen(false) })}
                  trigger={
                    <button
                      type="button"
                      className="inline-flex h-8 items-center gap-2 rounded-lg px-3 text-sm font-medium text-red-700 hover:bg-red-50"
                      aria-label={`Delete ${title}`}
                    >
                      <Trash2 className="size-4" aria-hidden />
                      Delete
                    </button>
                  }
                />
              )}
            </div>
          </div>
        </div>
      </Card>
    </li>
  );
}

function Cover({ url, small }: { url: string | null; small?: boolean }) {
  return url ? (
    <img src={url} alt="" className="absolute inset-0 size-full object-cover" loading="lazy" />
  ) : (
    <span className="absolute inset-0 flex flex-col items-center justify-center gap-1 text-stone-400">
      <House className={small ? "size-6" : "size-8"} />
      {!small && <span className="text-xs">No photo yet</span>}
    </span>
  );
}

function ActionLink({
  to,
  icon,
  label,
  listing,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  listing: string;
}) {
  return (
    <Button asChild variant="ghost" size="sm">
      <Link to={to} aria-label={`${label}: ${listing}`}>
        <span aria-hidden className="text-stone-500">
          {icon}
        </span>
        {label}
      </Link>
    </Button>
  );
}

function ListingsSkeleton() {
  return (
    <ul className="space-y-4" aria-busy="true">
      <li className="sr-only" role="status">
        Loading your listings...
      </li>
      {[0, 1, 2].map((i) => (
        <li key={i}>
          <Card className="flex overflow-hidden rounded-xl">
            <Skeleton className="hidden w-52 shrink-0 rounded-none sm:block" />
            <div className="flex-1 space-y-3 p-4 sm:p-5">
              <div className="flex justify-between gap-3">
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-5 w-16 rounded-full" />
              </div>
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-6 w-32" />
              <Skeleton className="h-4 w-64 max-w-full" />
              <Skeleton className="h-9 w-full" />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
