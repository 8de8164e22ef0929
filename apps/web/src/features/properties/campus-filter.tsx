// "Time to campus" on the search page (issue 16, decision 036): pick a university, then "within N
// minutes' walk or cycle"; the results' cards then show each home's time to it, and the sort
// offers "Nearest to campus". Both selects write the URL like every other filter.
import { CAMPUSES, campusLabel } from "@roost/shared/domain/campuses.ts";
import { type FilterControlsProps, LabelledSelect } from "./filter-fields.tsx";
import {
  type CampusFilters,
  WITHIN_CHOICES,
  withinLabel,
  withinPatch,
  withinValue,
} from "./search-params-campus.ts";

type Props = Pick<FilterControlsProps, "filters" | "onChange"> & { className?: string };

/** Clearing the campus clears what depends on it: the minutes and the nearest-first order. */
const NO_CAMPUS: CampusFilters = {
  campus: undefined,
  max_walk_minutes: undefined,
  max_cycle_minutes: undefined,
};

export function CampusFilter({ filters, onChange, className }: Props) {
  const within = withinValue(filters);
  // A value from a hand-edited link is offered too, so the select shows what is applied.
  const custom = within !== "" && !WITHIN_CHOICES.includes(within);
  return (
    <div className={className ?? "contents"}>
      <LabelledSelect
        label="Time to campus"
        value={filters.campus ?? ""}
        onChange={(slug) =>
          onChange(
            slug
              ? { campus: CAMPUSES.find((c) => c.slug === slug)?.slug }
              : { ...NO_CAMPUS, ...(filters.sort === "campus_time" ? { sort: "newest" } : {}) },
          )
        }
      >
        <option value="">Any university</option>
        {CAMPUSES.map((campus) => (
          <option key={campus.slug} value={campus.slug}>
            {campusLabel(campus)}
          </option>
        ))}
      </LabelledSelect>
      <LabelledSelect
        label="Within"
        value={filters.campus ? within : ""}
        onChange={(value) => onChange(withinPatch(value))}
        disabled={!filters.campus}
      >
        <option value="">Any time</option>
        {[...WITHIN_CHOICES, ...(custom ? [within] : [])].map((choice) => (
          <option key={choice} value={choice}>
            {withinLabel(choice)}
          </option>
        ))}
      </LabelledSelect>
    </div>
  );
}
