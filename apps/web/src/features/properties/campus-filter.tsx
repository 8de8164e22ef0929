// "Time to campus" on the search page (decision 036): pick a university, then "within N
// minutes' walk or cycle"; the results' cards then show each home's time to it, and the sort
// offers "Nearest to campus". Both selects are fields of the filter form like every other. A student's own
// campus is the one shown until another is picked (the cards are timed to it already), so "15 min
// walk" alone sets campus and minutes: the group's question is that choice plus "Fits my group".
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

/** The "within" select's state: the campus it measures to (the URL's, else the student's own). */
function useWithin(filters: CampusFilters, anyTime?: (campus: Campus) => string) {
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
  return { own, place, campus, within, options };
}

/** The filter form's two selects: a university, then "within N minutes" of it. */
export function CampusFilter({
  filters,
  className,
}: Pick<FilterControlsProps, "filters"> & { className?: string }) {
  const { own, campus, within, options } = useWithin(filters);
  // The fields are the browser's (uncontrolled): when the student's own campus becomes known after
  // the first paint, they start again from it rather than from whichever option is left first.
  return (
    <div key={own?.slug ?? ""} className={className ?? "contents"}>
      <LabelledSelect label="Time to campus" name="campus" value={campus ?? ""}>
        {/* A student's own campus stands in for "any": their cards are timed to it anyway. */}
        {!own && <option value="">Any university</option>}
        {CAMPUSES.map((c) => (
          <option key={c.slug} value={c.slug}>
            {campusLabel(c)}
          </option>
        ))}
      </LabelledSelect>
      {/* Clearing the campus clears the minutes and the nearest-first order (the URL's parser). */}
      <LabelledSelect label="Within" name="within" value={within} disabled={!campus}>
        {options}
      </LabelledSelect>
    </div>
  );
}

/**
 * Below lg the filters live in a sheet; beside "Fits my group" a student with a campus also gets
 * the "within" select, so the group's question is two choices on a phone too.
 */
export function WithinQuickSelect({
  filters,
  onChange,
  className,
}: {
  filters: CampusFilters;
  onChange(patch: CampusFilters): void;
  className?: string;
}) {
  // With no visible label, the unset choice names the campus ("Any time to Oxford Road").
  const { place, campus, within, options } = useWithin(filters, (c) => `Any time to ${c.name}`);
  const id = useId();
  if (!place) return null;
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        Within, of {campusLabel(place)}
      </label>
      <Select
        id={id}
        value={within}
        onChange={(e) => onChange({ campus, ...withinPatch(e.target.value) })}
        className="h-10 w-auto"
      >
        {options}
      </Select>
    </div>
  );
}
