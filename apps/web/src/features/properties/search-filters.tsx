import { formatPounds } from "@roost/shared/domain/price.ts";
import {
  ADVERT_TYPE_LABELS,
  ADVERT_TYPES,
  type AdvertType,
  FURNISHING,
  FURNISHING_LABELS,
  type Furnishing,
  MANCHESTER_AREAS,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  type PropertyType,
} from "@roost/shared/domain/property.ts";
import { ChevronDown, Search, SlidersHorizontal, X } from "lucide-react";
import { Popover, Dialog as RadixDialog } from "radix-ui";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../components/ui/cn.ts";
import { Select } from "../../components/ui/input.tsx";
import { ALL_AREAS, priceRangeProblem, type SearchFilters } from "./search-params.ts";

/** Whole pounds per month offered by the price selects (a custom value from a link is kept too). */
const PRICE_STEPS = [300, 400, 500, 600, 700, 800, 900, 1000, 1250, 1500, 1750, 2000, 2500, 3000, 4000, 5000];
const BEDROOM_STEPS = [1, 2, 3, 4, 5, 6];
export const SEARCH_DEBOUNCE_MS = 300;

export interface FilterControlsProps {
  filters: SearchFilters;
  onChange(patch: Partial<SearchFilters>): void;
  area: string;
  onAreaChange(slug: string): void;
}

const labelClass = "mb-1.5 block text-xs font-semibold uppercase tracking-wide text-stone-500";

/**
 * The free-text box. Typing updates the URL after a pause (SEARCH_DEBOUNCE_MS) or at once on
 * Enter; a URL change from elsewhere (back button, Clear filters) replaces what is shown.
 */
export function SearchTextInput({
  value,
  onCommit,
  label = "Search",
  placeholder = "Street, postcode or keyword",
  hideLabel,
  className,
}: {
  value: string | undefined;
  onCommit(text: string): void;
  label?: string;
  placeholder?: string;
  hideLabel?: boolean;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value ?? "");
  const committed = useRef(value ?? "");
  const commitRef = useRef(onCommit);
  commitRef.current = onCommit;

  useEffect(() => {
    const external = value ?? "";
    if (external !== committed.current) {
      committed.current = external;
      setText(external);
    }
  }, [value]);

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === committed.current) return;
    const timer = window.setTimeout(() => {
      committed.current = wanted;
      commitRef.current(wanted);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    const wanted = text.trim();
    if (wanted !== committed.current) {
      committed.current = wanted;
      commitRef.current(wanted);
    }
  };

  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : labelClass}>
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-400"
          aria-hidden
        />
        <input
          id={id}
          type="search"
          enterKeyHint="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          maxLength={100}
          className="h-11 w-full rounded-lg border border-stone-300 bg-white pl-9 pr-3 text-sm text-stone-900 shadow-sm placeholder:text-stone-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20"
        />
      </div>
    </div>
  );
}

function LabelledSelect({
  label,
  value,
  onChange,
  children,
  className,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)} className="h-11">
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

function AreaSelect({
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

function PriceSelects({ filters, onChange }: Pick<FilterControlsProps, "filters" | "onChange">) {
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

function BedroomsSelect({ filters, onChange }: Pick<FilterControlsProps, "filters" | "onChange">) {
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

function FurnishingSelect({ filters, onChange }: Pick<FilterControlsProps, "filters" | "onChange">) {
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

function AdvertTypeSelect({ filters, onChange }: Pick<FilterControlsProps, "filters" | "onChange">) {
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
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4 accent-brand-700 focus-visible:outline-none"
      />
      {label}
    </label>
  );
}

function MustHaves({
  filters,
  onChange,
  className,
}: Pick<FilterControlsProps, "filters" | "onChange"> & { className?: string }) {
  return (
    <fieldset className={className}>
      <legend className={labelClass}>Must have</legend>
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

function PropertyTypeCheckboxes({
  selected,
  onChange,
}: {
  selected: readonly PropertyType[];
  onChange(types: PropertyType[]): void;
}) {
  const toggle = (type: PropertyType, on: boolean) =>
    onChange(PROPERTY_TYPES.filter((t) => (t === type ? on : selected.includes(t))));
  return (
    <div className="grid grid-cols-2 gap-x-3 gap-y-1">
      {PROPERTY_TYPES.map((type) => (
        <label
          key={type}
          className="flex min-h-10 cursor-pointer items-center gap-2.5 rounded-md px-2 text-sm text-stone-800 hover:bg-stone-50"
        >
          <input
            type="checkbox"
            checked={selected.includes(type)}
            onChange={(e) => toggle(type, e.target.checked)}
            className="size-4 shrink-0 accent-brand-700"
          />
          {PROPERTY_TYPE_LABELS[type]}
        </label>
      ))}
    </div>
  );
}

export function propertyTypeSummary(types: readonly PropertyType[]): string {
  if (types.length === 0) return "Any type";
  if (types.length === 1) return PROPERTY_TYPE_LABELS[types[0] as PropertyType];
  return `${types.length} types`;
}

/** Desktop: a select-like button opening a checkbox list. */
function PropertyTypePopover({ filters, onChange }: Pick<FilterControlsProps, "filters" | "onChange">) {
  const id = useId();
  return (
    <div>
      <span id={id} className={labelClass}>
        Property type
      </span>
      <Popover.Root>
        <Popover.Trigger
          aria-labelledby={id}
          aria-describedby={`${id}-value`}
          className="flex h-11 w-full items-center justify-between gap-2 rounded-lg border border-stone-300 bg-white px-3 text-left text-sm text-stone-900 shadow-sm hover:bg-stone-50 data-[state=open]:border-brand-600 data-[state=open]:ring-2 data-[state=open]:ring-brand-600/20"
        >
          <span id={`${id}-value`} className="truncate">
            {propertyTypeSummary(filters.property_type)}
          </span>
          <ChevronDown className="size-4 shrink-0 text-stone-500" aria-hidden />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            className="z-40 w-[min(26rem,calc(100vw-2rem))] rounded-xl border border-stone-200 bg-white p-3 shadow-xl"
          >
            <fieldset>
              <legend className="px-2 pb-2 text-sm font-semibold text-stone-900">Property type</legend>
              <PropertyTypeCheckboxes
                selected={filters.property_type}
                onChange={(t) => onChange({ property_type: t })}
              />
            </fieldset>
            <div className="mt-2 flex justify-between border-t border-stone-100 pt-3">
              <Button
                variant="ghost"
                size="sm"
                disabled={filters.property_type.length === 0}
                onClick={() => onChange({ property_type: [] })}
              >
                Any type
              </Button>
              <Popover.Close asChild>
                <Button size="sm">Done</Button>
              </Popover.Close>
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}

function PriceProblem({ filters }: { filters: SearchFilters }) {
  const problem = priceRangeProblem(filters);
  return problem ? (
    <p role="alert" className="text-sm font-medium text-red-700">
      {problem}
    </p>
  ) : null;
}

/** lg and wider: every filter on the page, in two rows. */
export function FilterBar({
  filters,
  onChange,
  area,
  onAreaChange,
  onClear,
  canClear,
}: FilterControlsProps & { onClear(): void; canClear: boolean }) {
  return (
    <section
      aria-label="Search filters"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="grid grid-cols-6 items-end gap-3">
        <SearchTextInput
          value={filters.q}
          onCommit={(q) => onChange({ q: q || undefined })}
          label="Search"
          className="col-span-2"
        />
        <AreaSelect area={area} onAreaChange={onAreaChange} />
        <PriceSelects filters={filters} onChange={onChange} />
        <BedroomsSelect filters={filters} onChange={onChange} />
        <PropertyTypePopover filters={filters} onChange={onChange} />
        <FurnishingSelect filters={filters} onChange={onChange} />
        <AdvertTypeSelect filters={filters} onChange={onChange} />
        <MustHaves filters={filters} onChange={onChange} className="col-span-2" />
        <div className="flex h-11 items-center justify-end">
          <Button variant="ghost" onClick={onClear} disabled={!canClear}>
            <X className="size-4" aria-hidden /> Clear filters
          </Button>
        </div>
      </div>
      <div className="mt-2 empty:hidden">
        <PriceProblem filters={filters} />
      </div>
    </section>
  );
}

/** Below lg: a 'Filters (n)' button opening a sheet from the bottom with every filter. */
export function FilterSheet({
  filters,
  onChange,
  area,
  onAreaChange,
  onClear,
  canClear,
  activeCount,
  resultsText,
}: FilterControlsProps & {
  onClear(): void;
  canClear: boolean;
  activeCount: number;
  resultsText: string | null;
}) {
  const [open, setOpen] = useState(false);
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger asChild>
        <Button variant="secondary" className="h-11 shrink-0" aria-label={`Filters, ${activeCount} active`}>
          <SlidersHorizontal className="size-4" aria-hidden />
          Filters{activeCount > 0 ? ` (${activeCount})` : ""}
        </Button>
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-stone-900/50" />
        <RadixDialog.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] flex-col rounded-t-2xl bg-white shadow-2xl sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:max-h-[85vh] sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl">
          <div className="flex items-center justify-between border-b border-stone-200 px-5 py-4">
            <RadixDialog.Title className="text-lg font-semibold text-stone-900">Filters</RadixDialog.Title>
            <RadixDialog.Description className="sr-only">
              Narrow down the homes shown. Results update as you choose.
            </RadixDialog.Description>
            <RadixDialog.Close
              className="rounded-md p-1.5 text-stone-500 hover:bg-stone-100"
              aria-label="Close filters"
            >
              <X className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="flex-1 space-y-5 overflow-y-auto px-5 py-5">
            <AreaSelect area={area} onAreaChange={onAreaChange} />
            <div className="grid grid-cols-2 gap-3">
              <PriceSelects filters={filters} onChange={onChange} />
            </div>
            <PriceProblem filters={filters} />
            <div className="grid grid-cols-2 gap-3">
              <BedroomsSelect filters={filters} onChange={onChange} />
              <FurnishingSelect filters={filters} onChange={onChange} />
            </div>
            <AdvertTypeSelect filters={filters} onChange={onChange} />
            <MustHaves filters={filters} onChange={onChange} />
            <fieldset>
              <legend className={labelClass}>Property type</legend>
              <PropertyTypeCheckboxes
                selected={filters.property_type}
                onChange={(t) => onChange({ property_type: t })}
              />
            </fieldset>
          </div>
          <div className="flex items-center gap-3 border-t border-stone-200 px-5 py-4">
            <Button variant="ghost" onClick={onClear} disabled={!canClear}>
              Clear all
            </Button>
            <RadixDialog.Close asChild>
              <Button className="ml-auto h-11 min-w-40">
                {resultsText ? `Show ${resultsText}` : "Show results"}
              </Button>
            </RadixDialog.Close>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
