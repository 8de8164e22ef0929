import type { PropertyCard } from "@roost/shared/contracts/properties.ts";
import {
  CAMPUSES,
  type Campus,
  campusBySlug,
  campusLabel,
  campusOfUniversity,
} from "@roost/shared/domain/campuses.ts";
import { TRAVEL_TEXTS, travelEstimate } from "@roost/shared/domain/geo.ts";
import { Bike, Footprints } from "lucide-react";
import { useSearchParams } from "react-router";
import { useAuth } from "../../lib/auth.tsx";
import { useAfterHydration } from "../../lib/housemate-group.ts";
import { cn } from "../ui/cn.ts";

// Time to campus (decision 036): distance and estimated walk and cycle times from a
// home's public location to a university, worked out in the browser (geo.ts), so pages and caches
// stay the same for everyone. Neither piece can move anything on screen: the card's chip sits
// over the photo, the property page's list is the same for all and only highlights your campus.

type Located = Pick<PropertyCard, "latitude" | "longitude">;

const pointOf = (p: Located) =>
  p.latitude === null || p.longitude === null ? null : { lat: p.latitude, lng: p.longitude };

/** The signed-in student's own campus, from their profile's university (browser only). */
export function useOwnCampus(): Campus | undefined {
  const { profile } = useAuth();
  return useAfterHydration(campusOfUniversity(profile?.university), undefined);
}

/** The campus to time homes against: the one picked on the search page, else the student's own. */
export function useCampus(): Campus | undefined {
  const [params] = useSearchParams();
  const own = useOwnCampus();
  return campusBySlug(params.get("campus")) ?? own;
}

/** The card's chip, over the top-left of its photo. */
export function TimeToCampusChip({ property }: { property: Located }) {
  const campus = useCampus();
  const home = pointOf(property);
  if (!campus || !home) return null;
  const estimate = travelEstimate(home, campus);
  return (
    <span
      className="rounded-md bg-white/95 px-2 py-1 text-xs font-medium text-stone-800 shadow-sm ring-1 ring-stone-300"
      title={`${TRAVEL_TEXTS.line(estimate)} to ${campusLabel(campus)}. ${TRAVEL_TEXTS.method}`}
      data-testid="time-to-campus"
    >
      <Footprints className="mr-1 inline size-3.5 align-[-2px]" aria-hidden />
      {estimate.walkMinutes} min
      <Bike className="ml-2 mr-1 inline size-3.5 align-[-2px]" aria-hidden />
      {estimate.cycleMinutes} min
      <span className="sr-only">
        {" "}
        to {campus.name}: {TRAVEL_TEXTS.times(estimate)} (estimated)
      </span>
    </span>
  );
}

/** The property page's list: every campus, yours highlighted once the page knows who you are. */
export function TimeToCampusSection({ property }: { property: Located }) {
  const mine = useCampus();
  const home = pointOf(property);
  if (!home) return null;
  return (
    <section
      aria-labelledby="time-to-campus"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="time-to-campus-section"
    >
      <h2 id="time-to-campus" className="text-lg font-semibold text-stone-900">
        Time to campus
      </h2>
      <ul className="mt-3 space-y-1.5 text-sm">
        {CAMPUSES.map((campus) => (
          <li
            key={campus.slug}
            className={cn(
              "flex flex-wrap justify-between gap-x-4 rounded-lg px-2 py-1",
              campus.slug === mine?.slug && "bg-brand-50 font-semibold text-brand-900",
            )}
          >
            <span>{campusLabel(campus)}</span>
            <span className="text-stone-700">{TRAVEL_TEXTS.line(travelEstimate(home, campus))}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-stone-500">{TRAVEL_TEXTS.method}</p>
    </section>
  );
}
