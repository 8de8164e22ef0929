// What the map shows over itself: short notices (loading, empty, error, no tiles) and the mini
// card of the home whose pin was clicked, which links to its page (and, for a group member, puts
// it on the group's shortlist).

import type { PropertyCard } from "@roost/shared/contracts/properties.ts";
import { MAP_TEXTS } from "@roost/shared/domain/map-search.ts";
import { priceDisplay } from "@roost/shared/domain/price.ts";
import { ArrowRight, X } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Link } from "react-router";
import { PerPersonPerWeek } from "../../components/property/per-person-week.tsx";
import { countText } from "../../components/property/property-card.tsx";
import { cn } from "../../components/ui/cn.ts";
import { ShortlistQuickButton } from "../shortlist/index.quick-add.tsx";

export function MapNotice({
  children,
  tone = "info",
  action,
}: {
  children: ReactNode;
  tone?: "info" | "error";
  action?: { label: string; onClick(): void };
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "pointer-events-auto max-w-md rounded-lg border px-3 py-2 text-center text-sm shadow-md",
        tone === "error"
          ? "border-red-200 bg-red-50 text-red-800"
          : "border-stone-200 bg-white text-stone-800",
      )}
    >
      {children}
      {action && (
        <button
          type="button"
          onClick={action.onClick}
          className="ml-2 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {action.label}
        </button>
      )}
    </div>
  );
}

export function MapMiniCard({ home, onClose }: { home: PropertyCard; onClose(): void }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  const price = priceDisplay({
    advertType: home.advert_type,
    monthlyRent: home.monthly_rent,
    rooms: home.rooms,
  });
  const bedrooms = home.bedrooms === 0 ? "Studio" : countText(home.bedrooms, "bedroom", "bedrooms");
  return (
    <section
      aria-label={home.address_line_1}
      data-testid="map-mini-card"
      className="absolute inset-x-3 top-14 z-10 flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-3 shadow-lg sm:left-auto sm:w-80"
    >
      <div className="flex gap-3">
        {home.cover_url && (
          <img
            src={home.cover_url}
            alt=""
            className="size-20 shrink-0 rounded-lg object-cover"
            loading="lazy"
          />
        )}
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-semibold text-stone-900">{price}</span>
            <PerPersonPerWeek property={home} className="text-xs font-medium text-stone-600" />
          </p>
          <p className="truncate text-sm text-stone-700">{home.address_line_1}</p>
          <p className="text-xs text-stone-500">
            {[bedrooms, MAP_TEXTS.approximate].filter(Boolean).join(" · ")}
          </p>
          <Link
            to={`/property/${home.id}`}
            className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            {MAP_TEXTS.viewHome}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="self-start rounded-md p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-800"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      {/* A group member's own row, under the home rather than squeezed beside its photo. */}
      <ShortlistQuickButton propertyId={home.id} size="sm" />
    </section>
  );
}
