// How a home and a cluster look on the map: a price label and a count bubble (Leaflet div icons,
// styled with Tailwind classes). Each marker element is a keyboard-reachable button with a name.

import type { PropertyCard } from "@roost/shared/contracts/properties.ts";
import { perPersonPerWeekText } from "@roost/shared/domain/housemate-prices.ts";
import { effectiveMonthlyRent, formatPounds, priceDisplay } from "@roost/shared/domain/price.ts";
import L from "leaflet";

/** Set on a marker element whose home (or one of whose homes) is highlighted. */
export const HIGHLIGHTED_CLASS = "is-highlighted";

const PIN_CLASS =
  "absolute left-0 top-0 -translate-x-1/2 -translate-y-1/2 whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold shadow-md transition-colors " +
  "border-stone-300 bg-white text-stone-900 group-hover:bg-brand-700 group-hover:text-white " +
  "group-[.is-highlighted]:border-brand-800 group-[.is-highlighted]:bg-brand-700 group-[.is-highlighted]:text-white " +
  "group-focus-visible:ring-2 group-focus-visible:ring-brand-600 group-focus-visible:ring-offset-2";

const CLUSTER_CLASS =
  "absolute left-0 top-0 flex size-10 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white shadow-md ring-4 ring-brand-700/25 " +
  "group-[.is-highlighted]:bg-accent-400 group-[.is-highlighted]:text-stone-900 group-[.is-highlighted]:ring-accent-400/40 " +
  "group-focus-visible:ring-brand-900";

/** Zero-sized at the point; the label centres itself on it with a transform. */
const icon = (className: string, text: string) =>
  L.divIcon({ className: "group", html: `<span class="${className}">${text}</span>`, iconSize: [0, 0] });

/** "£1,250", or "£450+" for a room advert's cheapest room; "£?" when there is no price to show. */
export function pinLabel(home: PropertyCard): string {
  const rent = effectiveMonthlyRent({
    advertType: home.advert_type,
    monthlyRent: home.monthly_rent,
    rooms: home.rooms,
  });
  if (rent === null) return "£?";
  return home.advert_type === "individual_rooms" ? `${formatPounds(rent)}+` : formatPounds(rent);
}

export function homeMarker(home: PropertyCard, at: L.LatLngExpression): L.Marker {
  const price = priceDisplay({
    advertType: home.advert_type,
    monthlyRent: home.monthly_rent,
    rooms: home.rooms,
  });
  const weekly = perPersonPerWeekText({
    advertType: home.advert_type,
    monthlyRent: home.monthly_rent,
    bedrooms: home.bedrooms,
    rooms: home.rooms,
  });
  const spoken = [home.address_line_1, price, weekly?.replace(/pppw$/, "per person per week")];
  return named(
    L.marker(at, { icon: icon(PIN_CLASS, pinLabel(home)), keyboard: true }),
    spoken.filter(Boolean).join(", "),
  );
}

export function clusterMarker(count: number, at: L.LatLngExpression): L.Marker {
  return named(
    L.marker(at, { icon: icon(CLUSTER_CLASS, String(count)), keyboard: true }),
    `${count} homes here: zoom in`,
  );
}

/** Leaflet makes the icon focusable (keyboard: true) and clicks it on Enter; this names it. */
function named(marker: L.Marker, name: string): L.Marker {
  marker.on("add", () => {
    const element = marker.getElement();
    element?.setAttribute("role", "button");
    element?.setAttribute("aria-label", name);
  });
  return marker;
}
