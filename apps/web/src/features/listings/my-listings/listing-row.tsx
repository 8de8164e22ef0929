import type { MyListing } from "@roost/shared/contracts/my-listings.ts";
import { errorText } from "@roost/shared/domain/errors.ts";
import { ADVERT_FACTS_TEXTS } from "@roost/shared/domain/listing.ts";
import { priceDisplay } from "@roost/shared/domain/price.ts";
import { PROPERTY_STATUS_LABELS } from "@roost/shared/domain/property.ts";
import { calendarDate } from "@roost/shared/domain/uk-time.ts";
import {
  BarChart3,
  ClipboardList,
  Eye,
  Heart,
  House,
  MessageSquare,
  Pencil,
  ShieldAlert,
  Trash2,
} from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { ResponsivePhoto } from "../../../components/property/responsive-photo.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { Badge } from "../../../components/ui/feedback.tsx";
import { ConfirmDialog } from "../confirm-dialog.tsx";
import { useDeleteListing } from "../listings.queries.ts";
import {
  countText,
  expiryText,
  listingActions,
  listingLocation,
  listingTitle,
  STATUS_TONES,
} from "../my-listings.ts";
import { AvailabilityNotice, PausedReasonNotice } from "./listing-notices.tsx";
import { ListingStatusControl } from "./listing-status-control.tsx";

/** One property on /listings: cover, title, price, activity counts, its status control and links. */
export function ListingRow({ listing }: { listing: MyListing }) {
  const remove = useDeleteListing();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const actions = listingActions(listing.status);
  const title = listingTitle(listing);
  const location = listingLocation(listing);
  const expiry = expiryText(listing.expires_at, listing.status);
  const editHref = `/list-property/edit/${listing.id}`;
  // A listing Roost withdrew leads nowhere: its page is gone and its owner cannot edit it.
  const viewHref = actions.viewable ? `/property/${listing.id}` : actions.changeable ? editHref : null;

  return (
    <li>
      <Card className="flex overflow-hidden rounded-xl">
        <MaybeLink to={viewHref} className="relative hidden w-52 shrink-0 bg-stone-100 sm:block" hidden>
          <Cover listing={listing} />
        </MaybeLink>

        <div className="flex min-w-0 flex-1 flex-col gap-3 p-4 sm:p-5">
          <div className="flex items-start gap-3">
            <MaybeLink
              to={viewHref}
              className="relative size-16 shrink-0 overflow-hidden rounded-lg bg-stone-100 sm:hidden"
              hidden
            >
              <Cover listing={listing} small />
            </MaybeLink>
            <div className="min-w-0 flex-1">
              <h2 className="font-semibold text-stone-900 sm:truncate">
                <MaybeLink to={viewHref} className="hover:underline">
                  {title}
                </MaybeLink>
              </h2>
              {location && <p className="truncate text-sm text-stone-600">{location}</p>}
            </div>
            <Badge tone={STATUS_TONES[listing.status]} className="shrink-0">
              {listing.paused_reason === "in_review"
                ? "Being checked"
                : PROPERTY_STATUS_LABELS[listing.status]}
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

          {listing.facts_missing && (
            <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
              <ClipboardList className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
              <span>
                {ADVERT_FACTS_TEXTS.rowText(listing.facts_pause_on && calendarDate(listing.facts_pause_on))}.{" "}
                <Link
                  to={`${editHref}?step=facts`}
                  className="whitespace-nowrap font-medium text-amber-900 underline underline-offset-2 hover:text-amber-700"
                  aria-label={`${ADVERT_FACTS_TEXTS.rowLink} to ${title}`}
                >
                  {ADVERT_FACTS_TEXTS.rowLink}
                </Link>
              </span>
            </p>
          )}

          <AvailabilityNotice listing={listing} title={title} />
          <PausedReasonNotice reason={listing.paused_reason} />

          {actions.changeable ? (
            <div className="mt-auto flex flex-col gap-3 border-t border-stone-100 pt-3 lg:flex-row lg:items-center">
              <ListingStatusControl listing={listing} editHref={editHref} />

              <div className="-ml-2 flex flex-wrap items-center gap-1 lg:ml-auto">
                <ActionLink
                  to={`/property/${listing.id}`}
                  icon={<Eye className="size-4" />}
                  label={actions.viewable ? "View" : "Preview"}
                  listing={title}
                />
                {actions.primary?.kind !== "continue" && (
                  <ActionLink
                    to={editHref}
                    icon={<Pencil className="size-4" />}
                    label="Edit"
                    listing={title}
                  />
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
          ) : (
            <p className="mt-auto flex items-start gap-2 border-t border-stone-100 pt-3 text-sm text-red-800">
              <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
              {WITHDRAWN_TEXT}
            </p>
          )}
        </div>
      </Card>
    </li>
  );
}

const WITHDRAWN_TEXT = errorText("listing_withdrawn").title;

/** A link, or its content alone where there is nowhere to go. */
function MaybeLink({
  to,
  className,
  hidden,
  children,
}: {
  to: string | null;
  className: string;
  /** A second way to the same place (the cover beside the title): out of the tab order and the tree. */
  hidden?: boolean;
  children: ReactNode;
}) {
  if (!to) return <span className={className}>{children}</span>;
  return (
    <Link to={to} className={className} {...(hidden ? { tabIndex: -1, "aria-hidden": true } : {})}>
      {children}
    </Link>
  );
}

/** The cover, 208 px wide from sm (a 64 px square below), from the photo job's sizes when made. */
function Cover({ listing, small }: { listing: MyListing; small?: boolean }) {
  return listing.cover_url ? (
    <ResponsivePhoto
      src={listing.cover_url}
      variants={listing.cover_variants}
      width={640}
      height={480}
      sizes={small ? "64px" : "208px"}
      alt=""
      className="absolute inset-0 size-full object-cover"
    />
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
