// The search filters' fields, each named after its part of the URL and starting from the URL's
// value: area, price range (with its warning), bedrooms, furnishing, let type and the must-have
// toggles. They are a GET form's own fields (search-form.tsx), which reads them; the wide-screen
// bar and the phone sheet (search-filters.tsx) lay out the same fields.
import { formatMoveIn, moveInOptions, moveInText, parseMoveIn } from "@roost/shared/domain/move-in.ts";
import { formatPounds } from "@roost/shared/domain/price.ts";
import {
  ADVERT_TYPE_LABELS,
  ADVERT_TYPES,
  FURNISHING,
  FURNISHING_LABELS,
  MANCHESTER_AREAS,
} from "@roost/shared/domain/property.ts";
import { ukIsoDate } from "@roost/shared/domain/uk-time.ts";
import { type ReactNode, useId } from "react";
import { cn } from "../../components/ui/cn.ts";
import { Select } from "../../components/ui/input.tsx";
import type { SearchFormField } from "./search-form-params.ts";
import { ALL_AREAS, priceRangeProblem, type SearchFilters } from "./search-params.ts";

/** Whole pounds per month offered by the price selects (a custom value from a link is kept too). */
const PRICE_STEPS = [300, 400, 500, 600, 700, 800, 900, 1000, 1250, 1500, 1750, 2000, 2500, 3000, 4000, 5000];
const BEDROOM_STEPS = [1, 2, 3, 4, 5, 6];
/** Whole pounds per person per week, around what student homes in Manchester ask. */
const WEEKLY_STEPS = [60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 180, 200, 225, 250, 300];

export interface FilterControlsProps {
  filters: SearchFilters;
  area: string;
}

export const filterLabelClass = "mb-1.5 block text-xs font-semibold uppercase tracking-wide text-stone-500";

export function LabelledSelect({
  label,
  name,
  value,
  children,
  className,
  disabled,
}: {
  label: string;
  name: SearchFormField;
  /** The URL's value, where the field starts. */
  value: string;
  children: ReactNode;
  className?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={filterLabelClass}>
        {label}
      </label>
      <Select id={id} name={name} defaultValue={value} className="h-11" disabled={disabled}>
        {children}
      </Select>
    </div>
  );
}

/** The steps offered, with a custom value from a link kept in its place. */
const stepOptions = (steps: readonly number[], current: number | undefined, unit: string) =>
  (current && !steps.includes(current) ? [...steps, current].sort((a, b) => a - b) : steps).map((n) => (
    <option key={n} value={n}>
      {formatPounds(n)} {unit}
    </option>
  ));

export function AreaSelect({ area, className }: Pick<FilterControlsProps, "area"> & { className?: string }) {
  return (
    <LabelledSelect label="Area" name="area" value={area} className={className}>
      <option value={ALL_AREAS}>All of Manchester</option>
      {MANCHESTER_AREAS.map((a) => (
        <option key={a.slug} value={a.slug}>
          {a.name}
        </option>
      ))}
    </LabelledSelect>
  );
}

/** A price's "No min" and "No max" selects, each offering `steps` in `unit`. */
function RangeSelects({
  min,
  max,
  labels,
  steps,
  unit,
}: {
  min: { name: SearchFormField; value: number | undefined };
  max: { name: SearchFormField; value: number | undefined };
  labels: [min: string, max: string];
  steps: readonly number[];
  unit: string;
}) {
  return (
    <>
      <LabelledSelect label={labels[0]} name={min.name} value={min.value ? String(min.value) : ""}>
        <option value="">No min</option>
        {stepOptions(steps, min.value, unit)}
      </LabelledSelect>
      <LabelledSelect label={labels[1]} name={max.name} value={max.value ? String(max.value) : ""}>
        <option value="">No max</option>
        {stepOptions(steps, max.value, unit)}
      </LabelledSelect>
    </>
  );
}

export function PriceSelects({ filters }: Pick<FilterControlsProps, "filters">) {
  return (
    <RangeSelects
      min={{ name: "min_price", value: filters.min_price }}
      max={{ name: "max_price", value: filters.max_price }}
      labels={["Min price", "Max price"]}
      steps={PRICE_STEPS}
      unit="pcm"
    />
  );
}

/** The price per person per week, as student homes are compared ("pppw"). */
export function WeeklyPriceSelects({ filters }: Pick<FilterControlsProps, "filters">) {
  return (
    <RangeSelects
      min={{ name: "min_pppw", value: filters.min_pppw }}
      max={{ name: "max_pppw", value: filters.max_pppw }}
      labels={["Min per person", "Max per person"]}
      steps={WEEKLY_STEPS}
      unit="pppw"
    />
  );
}

/**
 * "Move in from": the coming academic years, then months, in two groups so a year shows as
 * "2027/28" in a narrow field; a value from a link outside them is kept too.
 */
export function MoveInSelect({
  filters,
  className,
}: Pick<FilterControlsProps, "filters"> & { className?: string }) {
  const options = moveInOptions(ukIsoDate(new Date()));
  const asked = filters.move_in ? parseMoveIn(filters.move_in) : null;
  if (asked && !options.some((option) => option.value === filters.move_in))
    options.push({ value: formatMoveIn(asked), label: moveInText(asked), kind: asked.kind });
  const group = (kind: "year" | "month") =>
    options
      .filter((option) => option.kind === kind)
      .map((option) => (
        <option key={option.value} value={option.value}>
          {kind === "year" ? option.value : option.label}
        </option>
      ));
  return (
    <LabelledSelect label="Move in from" name="move_in" value={filters.move_in ?? ""} className={className}>
      <option value="">Any time</option>
      <optgroup label="Academic year (July to June)">{group("year")}</optgroup>
      <optgroup label="Month">{group("month")}</optgroup>
    </LabelledSelect>
  );
}

export function BedroomsSelect({ filters }: Pick<FilterControlsProps, "filters">) {
  return (
    <LabelledSelect label="Bedrooms" name="bedrooms" value={filters.bedrooms ? String(filters.bedrooms) : ""}>
      <option value="">Any</option>
      {BEDROOM_STEPS.map((n) => (
        <option key={n} value={n}>
          {n}+ bedrooms
        </option>
      ))}
    </LabelledSelect>
  );
}

export function FurnishingSelect({ filters }: Pick<FilterControlsProps, "filters">) {
  return (
    <LabelledSelect label="Furnishing" name="furnishing" value={filters.furnishing ?? ""}>
      <option value="">Any</option>
      {FURNISHING.map((f) => (
        <option key={f} value={f}>
          {FURNISHING_LABELS[f]}
        </option>
      ))}
    </LabelledSelect>
  );
}

export function AdvertTypeSelect({ filters }: Pick<FilterControlsProps, "filters">) {
  return (
    <LabelledSelect label="Let type" name="advert_type" value={filters.advert_type ?? ""}>
      <option value="">Any</option>
      {ADVERT_TYPES.map((t) => (
        <option key={t} value={t}>
          {ADVERT_TYPE_LABELS[t]}
        </option>
      ))}
    </LabelledSelect>
  );
}

/** A must-have: sent as "true" when ticked, absent (either) when not. */
function ToggleCheckbox({
  label,
  name,
  checked,
  className,
}: {
  label: string;
  name: SearchFormField;
  checked: boolean;
  className?: string;
}) {
  return (
    <label
      className={cn(
        "flex h-11 cursor-pointer items-center gap-2.5 rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-700 shadow-sm transition-colors hover:bg-stone-50 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
        className,
      )}
    >
      <input
        type="checkbox"
        name={name}
        value="true"
        defaultChecked={checked}
        className="size-4 accent-brand-700 focus-visible:outline-none"
      />
      {label}
    </label>
  );
}

export function MustHaves({
  filters,
  className,
}: Pick<FilterControlsProps, "filters"> & { className?: string }) {
  return (
    <fieldset className={className}>
      <legend className={filterLabelClass}>Must have</legend>
      <div className="grid grid-cols-2 gap-2">
        <ToggleCheckbox label="Parking" name="parking" checked={Boolean(filters.parking)} />
        <ToggleCheckbox
          label="Bills included"
          name="bills_included"
          checked={Boolean(filters.bills_included)}
        />
        <ToggleCheckbox
          label="Verified landlords only"
          name="verified_only"
          checked={Boolean(filters.verified_only)}
          className="col-span-2"
        />
      </div>
    </fieldset>
  );
}

export function PriceProblem({ filters }: { filters: SearchFilters }) {
  const problem = priceRangeProblem(filters);
  return problem ? (
    <p role="alert" className="text-sm font-medium text-red-700">
      {problem}
    </p>
  ) : null;
}
