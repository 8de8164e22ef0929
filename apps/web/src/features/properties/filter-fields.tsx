// The search filters' fields, each bound to one part of the URL's filters: area, price range (with
// its warning), bedrooms, furnishing, let type and the must-have toggles. The wide-screen bar and
// the phone sheet (search-filters.tsx) lay out the same fields.
import { formatPounds } from "@roost/shared/domain/price.ts";
import {
  ADVERT_TYPE_LABELS,
  ADVERT_TYPES,
  type AdvertType,
  FURNISHING,
  FURNISHING_LABELS,
  type Furnishing,
  MANCHESTER_AREAS,
} from "@roost/shared/domain/property.ts";
import { type ReactNode, useId } from "react";
import { cn } from "../../components/ui/cn.ts";
import { Select } from "../../components/ui/input.tsx";
import {
  chosenOption,
  tickedBox,
  useValueFromBeforeHydration,
} from "../../lib/use-value-from-before-hydration.ts";
import { ALL_AREAS, priceRangeProblem, type SearchFilters } from "./search-params.ts";

/** Whole pounds per month offered by the price selects (a custom value from a link is kept too). */
const PRICE_STEPS = [300, 400, 500, 600, 700, 800, 900, 1000, 1250, 1500, 1750, 2000, 2500, 3000, 4000, 5000];
const BEDROOM_STEPS = [1, 2, 3, 4, 5, 6];

export interface FilterControlsProps {
  filters: SearchFilters;
  onChange(patch: Partial<SearchFilters>): void;
  area: string;
  onAreaChange(slug: string): void;
}

export const filterLabelClass = "mb-1.5 block text-xs font-semibold uppercase tracking-wide text-stone-500";

export function LabelledSelect({
  label,
  value,
  onChange,
  children,
  className,
  disabled,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  children: ReactNode;
  className?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const ref = useValueFromBeforeHydration(chosenOption, onChange);
  return (
    <div className={className}>
      <label htmlFor={id} className={filterLabelClass}>
        {label}
      </label>
      <Select
        ref={ref}
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-11"
        disabled={disabled}
      >
        {children}
      </Select>
    </div>
  );
}

const priceOptions = (current: number | undefined) =>
  (current && !PRICE_STEPS.includes(current)
    ? [...PRICE_STEPS, current].sort((a, b) => a - b)
    : PRICE_STEPS
  ).map((n) => (
    <option key={n} value={n}>
      {formatPounds(n)} pcm
    </option>
  ));

const numberOrUndefined = (value: string) => (value === "" ? undefined : Number(value));

export function AreaSelect({
  area,
  onAreaChange,
  className,
}: Pick<FilterControlsProps, "area" | "onAreaChange"> & { className?: string }) {
  return (
    <LabelledSelect label="Area" value={area} onChange={onAreaChange} className={className}>
      <option value={ALL_AREAS}>All of Manchester</option>
      {MANCHESTER_AREAS.map((a) => (
        <option key={a.slug} value={a.slug}>
          {a.name}
        </option>
      ))}
    </LabelledSelect>
  );
}

export function PriceSelects({ filters, onChange }: Pick<FilterControlsProps, "filters" | "onChange">) {
  return (
    <>
      <LabelledSelect
        label="Min price"
        value={filters.min_price ? String(filters.min_price) : ""}
        onChange={(v) => onChange({ min_price: numberOrUndefined(v) })}
      >
        <option value="">No min</option>
        {priceOptions(filters.min_price)}
      </LabelledSelect>
      <LabelledSelect
        label="Max price"
        value={filters.max_price ? String(filters.max_price) : ""}
        onChange={(v) => onChange({ max_price: numberOrUndefined(v) })}
      >
        <option value="">No max</option>
        {priceOptions(filters.max_price)}
      </LabelledSelect>
    </>
  );
}

export function BedroomsSelect({ filters, onChange }: Pick<FilterControlsProps, "filters" | "onChange">) {
  return (
    <LabelledSelect
      label="Bedrooms"
      value={filters.bedrooms ? String(filters.bedrooms) : ""}
      onChange={(v) => onChange({ bedrooms: numberOrUndefined(v) })}
    >
      <option value="">Any</option>
      {BEDROOM_STEPS.map((n) => (
        <option key={n} value={n}>
          {n}+ bedrooms
        </option>
      ))}
    </LabelledSelect>
  );
}

export function FurnishingSelect({ filters, onChange }: Pick<FilterControlsProps, "filters" | "onChange">) {
  return (
    <LabelledSelect
      label="Furnishing"
      value={filters.furnishing ?? ""}
      onChange={(v) => onChange({ furnishing: (v || undefined) as Furnishing | undefined })}
    >
      <option value="">Any</option>
      {FURNISHING.map((f) => (
        <option key={f} value={f}>
          {FURNISHING_LABELS[f]}
        </option>
      ))}
    </LabelledSelect>
  );
}

export function AdvertTypeSelect({ filters, onChange }: Pick<FilterControlsProps, "filters" | "onChange">) {
  return (
    <LabelledSelect
      label="Let type"
      value={filters.advert_type ?? ""}
      onChange={(v) => onChange({ advert_type: (v || undefined) as AdvertType | undefined })}
    >
      <option value="">Any</option>
      {ADVERT_TYPES.map((t) => (
        <option key={t} value={t}>
          {ADVERT_TYPE_LABELS[t]}
        </option>
      ))}
    </LabelledSelect>
  );
}

function ToggleCheckbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const ref = useValueFromBeforeHydration(tickedBox, onChange);
  return (
    <label
      className={cn(
        "flex h-11 cursor-pointer items-center gap-2.5 rounded-lg border px-3 text-sm font-medium shadow-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
        checked
          ? "border-brand-600 bg-brand-50 text-brand-800"
          : "border-stone-300 bg-white text-stone-700 hover:bg-stone-50",
      )}
    >
      <input
        ref={ref}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4 accent-brand-700 focus-visible:outline-none"
      />
      {label}
    </label>
  );
}

export function MustHaves({
  filters,
  onChange,
  className,
}: Pick<FilterControlsProps, "filters" | "onChange"> & { className?: string }) {
  return (
    <fieldset className={className}>
      <legend className={filterLabelClass}>Must have</legend>
      <div className="grid grid-cols-2 gap-2">
        <ToggleCheckbox
          label="Parking"
          checked={Boolean(filters.parking)}
          onChange={(on) => onChange({ parking: on ? true : undefined })}
        />
        <ToggleCheckbox
          label="Bills included"
          checked={Boolean(filters.bills_included)}
          onChange={(on) => onChange({ bills_included: on ? true : undefined })}
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
