import type { PropertyCard } from "@roost/shared/contracts/properties.ts";
import { type Campus, campusLabel, campusOfUniversity } from "@roost/shared/domain/campuses.ts";
import { TRAVEL_TEXTS, travelEstimate } from "@roost/shared/domain/geo.ts";
import { GraduationCap } from "lucide-react";
import { useMyGroup } from "../../lib/housemate-group.ts";

/**
 * How far the home is from each member's campus (decision 036's estimate, worked out in the
 * browser), one line per campus with who studies there. Members without a known university, and
 * homes without a location, show nothing.
 */
export function MembersCampuses({ property }: { property: Pick<PropertyCard, "latitude" | "longitude"> }) {
  const group = useMyGroup();
  if (!group || property.latitude === null || property.longitude === null) return null;
  const home = { lat: property.latitude, lng: property.longitude };
  const byCampus = new Map<Campus, string[]>();
  for (const member of group.members) {
    const campus = campusOfUniversity(member.university);
    if (campus) byCampus.set(campus, [...(byCampus.get(campus) ?? []), member.display_name ?? "A member"]);
  }
  if (byCampus.size === 0) return null;
  return (
    <ul className="space-y-1 text-sm text-stone-600" aria-label="Time to each member's campus">
      {[...byCampus].map(([campus, names]) => (
        <li key={campus.slug} className="flex items-start gap-1.5">
          <GraduationCap className="mt-0.5 size-4 shrink-0 text-stone-400" aria-hidden />
          <span>
            {campusLabel(campus)}: {TRAVEL_TEXTS.times(travelEstimate(home, campus))}{" "}
            <span className="text-stone-500">({names.join(", ")})</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
