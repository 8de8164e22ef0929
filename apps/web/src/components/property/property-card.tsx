import type { PropertyCard as PropertyCardData } from "@roost/shared/contracts/properties.ts";
import { confirmedAvailableText } from "@roost/shared/domain/confirmed-available.ts";
import { availabilityText } from "@roost/shared/domain/move-in.ts";
import { priceDisplay } from "@roost/shared/domain/price.ts";
import {
  furnishingLabel,
  isLiveStatus,
  isOpenStatus,
  propertyTypeLabel,
} from "@roost/shared/domain/property.ts";
import { ArrowRight, BadgeCheck, Bath, BedDouble, CalendarDays, Camera, Car } from "lucide-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useAuth } from "../../lib/auth.tsx";
import { useAfterHydration } from "../../lib/housemate-group.ts";
import { cn } from "../ui/cn.ts";
import { Badge, Skeleton } from "../ui/feedback.tsx";
import { PerPersonPerWeek } from "./per-person-week.tsx";
import { PhotoPlaceholder } from "./photo-placeholder.tsx";
import { ResponsivePhoto } from "./responsive-photo.tsx";

// The per-user chips (time to campus, decision 036; what each housemate would pay, 038) are their
// own chunk, loaded only when there is a campus or a person to show them for: an anonymous
// visitor's home page never downloads them (the first-load budget, decision 040). Both sit over the photo,
// so arriving late moves nothing; a campus in the URL still renders on the server.
const TimeToCampusChip = lazy(async () => ({
  default: (await import("./time-to-campus.tsx")).TimeToCampusChip,
}));
const HousemateShareChip = lazy(async () => ({
  default: (await import("./housemate-share.tsx")).HousemateShareChip,
}));

/** Whether the card's per-user chips can show anything: a campus picked in the URL, or someone signed in. */
function usePersonalChips(): boolean {
  const [params] = useSearchParams();
  const { user } = useAuth();
  return useAfterHydration(Boolean(user), false) || params.has("campus");
}

/** The first row of a three-column grid: the cards seen before scrolling, whose photos load first. */
export const ABOVE_THE_FOLD_CARDS = 3;

/** "3 bedrooms", "1 bathroom"; null when the landlord left it blank. */
export const countText = (n: number | null, one: string, many: string) =>
  n === null ? null : `${n} ${n === 1 ? one : many}`;

/**
 * One listing in a grid (search, favourites, home). The whole card opens the property ('View
 * Details' stretches over it); the heart and the menu, passed in as `action` and `menu` so this
 * component stays free of the features behind them, sit above that layer and never navigate.
 */
export function PropertyCard({
  property,
  action,
  menu,
  headingLevel = "h3",
  priority = false,
  groupShare = true,
}: {
  property: PropertyCardData;
  /** Above the fold, the page's largest image: loaded first and never lazily (ResponsivePhoto). */
  priority?: boolean;
  /** Rendered over the photo's top-right corner, e.g. the favourite heart. */
  action?: ReactNode;
  /** At the end of the 'View Details' line, e.g. a member's menu: kept within its 24 px, nothing moves. */
  menu?: ReactNode;
  headingLevel?: "h2" | "h3";
  /** The group's even-split chip; off where the page shows the group's chosen split beside it. */
  groupShare?: boolean;
}) {
  const p = property;
  const Heading = headingLevel;
  const price = priceDisplay({ advertType: p.advert_type, monthlyRent: p.monthly_rent, rooms: p.rooms });
  // A studio or bedsit has no separate bedroom; "0 bedrooms" reads like a mistake.
  const bedrooms = p.bedrooms === 0 ? "Studio" : countText(p.bedrooms, "bedroom", "bedrooms");
  const bathrooms = countText(p.bathrooms, "bathroom", "bathrooms");
  const type = propertyTypeLabel(p.property_type);
  const furnishing = furnishingLabel(p.furnishing);
  const unavailable = !isLiveStatus(p.status);
  // Only a home still to be let says when it can be moved into.
  const availability = unavailable || p.status === "let_agreed" ? null : availabilityText(p.move_in_from);
  const personal = usePersonalChips();
  // Only a home open to tenants says when it was last known to be available (decision 058).
  const confirmed =
    isOpenStatus(p.status) && p.confirmed_available_at
      ? confirmedAvailableText(p.confirmed_available_at, new Date())
      : null;

  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:border-stone-300 hover:shadow-md has-[a[data-card-link]:focus-visible]:ring-2 has-[a[data-card-link]:focus-visible]:ring-brand-600 has-[a[data-card-link]:focus-visible]:ring-offset-2"
      data-testid="property-card"
    >
      <div className="relative aspect-[3/2] overflow-hidden bg-stone-100">
        <CoverImage property={p} priority={priority} />
        <div className="pointer-events-none absolute left-3 top-3 flex flex-wrap gap-1.5">
          {p.status === "let_agreed" && (
            <span className="rounded-md bg-stone-900/85 px-2 py-1 text-xs font-semibold uppercase tracking-wide text-white">
              Let agreed
            </span>
          )}
          {unavailable && (
            <span className="rounded-md bg-stone-900/85 px-2 py-1 text-xs font-semibold text-white">
              No longer advertised
            </span>
          )}
          {p.landlord_verified && (
            <span className="inline-flex items-center gap-1 rounded-md bg-white/95 px-2 py-1 text-xs font-semibold text-brand-800 shadow-sm">
              <BadgeCheck className="size-3.5" aria-hidden /> Verified landlord
            </span>
          )}
          {personal && (
            <Suspense fallback={null}>
              <TimeToCampusChip property={p} />
            </Suspense>
          )}
        </div>
        {p.photo_count > 1 && (
          <span className="pointer-events-none absolute bottom-3 left-3 inline-flex items-center gap-1 rounded-md bg-stone-900/70 px-2 py-0.5 text-xs font-medium text-white">
            <Camera className="size-3.5" aria-hidden />
            <span className="sr-only">Photos:</span> {p.photo_count}
          </span>
        )}
        {personal && groupShare && (
          <Suspense fallback={null}>
            <HousemateShareChip property={p} />
          </Suspense>
        )}
        {action && <div className="absolute right-3 top-3 z-10">{action}</div>}
      </div>

      <div className="flex flex-1 flex-col p-4">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-lg font-bold text-stone-900">{price}</span>
          <PerPersonPerWeek property={p} className="text-sm font-medium text-stone-600" />
        </p>
        <Heading className="mt-1 truncate font-semibold text-stone-900" title={p.address_line_1}>
          {p.address_line_1}
        </Heading>
        <p className="truncate text-sm text-stone-500">
          {p.town}
          {p.town && p.postcode ? ", " : ""}
          {p.postcode}
        </p>

        {(bedrooms || bathrooms) && (
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
            {bedrooms && (
              <li className="inline-flex items-center gap-1.5">
                <BedDouble className="size-4 text-stone-400" aria-hidden />
                {bedrooms}
              </li>
            )}
            {bathrooms && (
              <li className="inline-flex items-center gap-1.5">
                <Bath className="size-4 text-stone-400" aria-hidden />
                {bathrooms}
              </li>
            )}
          </ul>
        )}
        {/* A line of its own, kept empty where there is nothing to say, so every card (and its
            loading stand-in) has the same height. */}
        <p className="mt-1 flex h-5 items-center gap-1.5 text-sm text-stone-700">
          {availability && (
            <>
              <CalendarDays className="size-4 text-stone-400" aria-hidden />
              {availability}
            </>
          )}
        </p>
        {/* Kept, empty or not, like the line above (decision 058). */}
        <p className="mt-0.5 h-4 truncate text-xs text-stone-500">{confirmed}</p>

        <div className="mt-3 flex flex-wrap gap-1.5">
          {type && <Badge tone="brand">{type}</Badge>}
          {furnishing && <Badge>{furnishing}</Badge>}
          {p.parking && (
            <Badge tone="blue">
              <Car className="size-3" aria-hidden /> Parking
            </Badge>
          )}
          {p.bills_included && <Badge tone="green">Bills included</Badge>}
        </div>

        <div className="mt-auto box-content flex h-6 items-center justify-between gap-2 pt-4">
          <Link
            to={`/property/${p.id}`}
            data-card-link
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 after:absolute after:inset-0 after:content-[''] group-hover:text-brand-800 group-hover:underline focus-visible:outline-none"
          >
            View Details
            <span className="sr-only">
              {" "}
              for {p.address_line_1}, {p.town}
            </span>
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
          </Link>
          {menu}
        </div>
      </div>
    </article>
  );
}

/** A card's photo: a third of the grid from lg, half from md, the full width on phones. */
const CARD_PHOTO_SIZES = "(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw";

function CoverImage({ property, priority }: { property: PropertyCardData; priority: boolean }) {
  const [failed, setFailed] = useState(false);
  if (!property.cover_url || failed) return <PhotoPlaceholder />;
  // The card file is a 640×480 crop; the variants keep the photo's proportions. The box is 3:2 either way.
  const size = property.cover_variants?.sizes.at(-1) ?? { width: 640, height: 480 };
  return (
    <ResponsivePhoto
      src={property.cover_url}
      variants={property.cover_variants}
      width={size.width}
      height={size.height}
      sizes={CARD_PHOTO_SIZES}
      alt=""
      priority={priority}
      onError={() => setFailed(true)}
      className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
    />
  );
}

/**
 * A card while it loads, line for line the card's own boxes (price, address, town, rooms, badges,
 * link: the same line heights and gaps), so the grid keeps its height when the cards arrive.
 */
export function PropertyCardSkeleton() {
  const line = "flex items-center";
  return (
    <div
      className="flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm"
      aria-hidden
    >
      <Skeleton className="aspect-[3/2] w-full rounded-none" />
      <div className="flex flex-1 flex-col p-4">
        <div className={cn(line, "h-7")}>
          <Skeleton className="h-6 w-2/5" />
        </div>
        <div className={cn(line, "mt-1 h-6")}>
          <Skeleton className="h-5 w-4/5" />
        </div>
        <div className={cn(line, "h-5")}>
          <Skeleton className="h-4 w-3/5" />
        </div>
        <div className={cn(line, "mt-3 h-5 gap-4")}>
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-24" />
        </div>
        <div className={cn(line, "mt-1 h-5")}>
          <Skeleton className="h-4 w-44" />
        </div>
        <div className={cn(line, "mt-0.5 h-4")}>
          <Skeleton className="h-3 w-36" />
        </div>
        <div className="mt-3 flex gap-1.5">
          <Skeleton className="h-5 w-24 rounded-full" />
          <Skeleton className="h-5 w-20 rounded-full" />
        </div>
        <div className={cn(line, "mt-auto h-6 box-content pt-4")}>
          <Skeleton className="h-4 w-24" />
        </div>
      </div>
    </div>
  );
}

/** The result grids: 1 column on phones, 2 from md, 3 from lg (or 2 then 3 at xl in narrow layouts). */
export function PropertyGrid({
  children,
  narrow,
  className,
  ...rest
}: {
  children: ReactNode;
  /** Inside the account layout, where the content column is ~260 px narrower. */
  narrow?: boolean;
  className?: string;
  "aria-busy"?: boolean;
  "aria-label"?: string;
}) {
  return (
    <ul
      className={cn(
        "grid grid-cols-1 gap-5 sm:gap-6",
        narrow ? "md:grid-cols-2 xl:grid-cols-3" : "md:grid-cols-2 lg:grid-cols-3",
        className,
      )}
      {...rest}
    >
      {children}
    </ul>
  );
}
