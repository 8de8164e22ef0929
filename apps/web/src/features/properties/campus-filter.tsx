// "Time to campus" on the search page (issue 16, decision 036): pick a university, then "within N
// minutes' walk or cycle"; the results' cards then show each home's time to it, and the sort
// offers "Nearest to campus". Both selects write the URL like every other filter. A student's own
// campus is the one shown until another is picked (the cards are timed to it already), so "15 min
// walk" alone sets campus and minutes: issue 16's question is that choice plus "Fits my group".
import { CAMPUSES, type Campus, campusBySlug, campusLabel } from "@roost/shared/domain/campuses.ts";
import { useId } from "react";
import { useOwnCampus } from "../../components/property/time-to-campus.tsx";
import { Select } from "../../components/ui/input.tsx";
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

/** The "within" select's state: the campus it measures to (the URL's, else the student's own). */
function useWithin({ filters, onChange }: Props, anyTime?: (campus: Campus) => string) {
  const own = useOwnCampus();
  const place = campusBySlug(filters.campus) ?? own;
  const campus = CAMPUSES.find((c) => c.slug === place?.slug)?.slug;
  const within = campus ? withinValue(filters) : "";
  // A value from a hand-edited link is offered too, so the select shows what is applied.
  const choices =
    within === "" || WITHIN_CHOICES.includes(within) ? WITHIN_CHOICES : [...WITHIN_CHOICES, within];
  const options = [
    <option key="" value="">
      {place && anyTime ? anyTime(place) : "Any time"}
    </option>,
    ...choices.map((choice) => (
      <option key={choice} value={choice}>
        {withinLabel(choice)}
      </option>
    )),
  ];
  const choose = (value: string) => onChange({ campus, ...withinPatch(value) });
  return { own, place, campus, within, options, choose };
}

export function CampusFilter(props: Props) {
  const { filters, onChange, className } = props;
  const { own, campus, within, options, choose } = useWithin(props);
  return (
    <div className={className ?? "contents"}>
      <LabelledSelect
        label="Time to campus"
        value={campus ?? ""}
        onChange={(slug) =>
          onChange(
            slug
              ? { campus: CAMPUSES.find((c) => c.slug === slug)?.slug }
              : { ...NO_CAMPUS, ...(filters.sort === "campus_time" ? { sort: "newest" } : {}) },
          )
        }
      >
        {/* A student's own campus stands in for "any": their cards are timed to it anyway. */}
        {!own && <option value="">Any university</option>}
        {CAMPUSES.map((c) => (
          <option key={c.slug} value={c.slug}>
            {campusLabel(c)}
          </option>
        ))}
      </LabelledSelect>
      <LabelledSelect label="Within" value={within} onChange={choose} disabled={!campus}>
        {options}
      </LabelledSelect>
    </div>
  );
}

/**
 * Below lg the filters live in a sheet; beside "Fits my group" a student with a campus also gets
 * the "within" select, so the group's question is two choices on a phone too.
 */
export function WithinQuickSelect(props: Props) {
  // With no visible label, the unset choice names the campus ("Any time to Oxford Road").
  const { place, within, options, choose } = useWithin(props, (c) => `Any time to ${c.name}`);
  const id = useId();
  if (!place) return null;
  return (
    <div className={props.className}>
      <label htmlFor={id} className="sr-only">
        Within, of {campusLabel(place)}
      </label>
      <Select id={id} value={within} onChange={(e) => choose(e.target.value)} className="h-10 w-auto">
        {options}
      </Select>
    </div>
  );
}
