// The search filters in their two layouts: every field on the page in two rows from lg up, and a
// 'Filters (n)' button opening a sheet below that. The fields themselves are filter-fields.tsx,
// property-type-filter.tsx and search-text-input.tsx.
import { SlidersHorizontal, X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { CampusFilter } from "./campus-filter.tsx";
import {
  AdvertTypeSelect,
  AreaSelect,
  BedroomsSelect,
  type FilterControlsProps,
  FurnishingSelect,
  filterLabelClass,
  MustHaves,
  PriceProblem,
  PriceSelects,
} from "./filter-fields.tsx";
import { PropertyTypeCheckboxes, PropertyTypePopover } from "./property-type-filter.tsx";
import { SearchTextInput } from "./search-text-input.tsx";

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
        <CampusFilter filters={filters} onChange={onChange} />
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
            <CampusFilter filters={filters} onChange={onChange} className="grid grid-cols-2 gap-3" />
            <fieldset>
              <legend className={filterLabelClass}>Property type</legend>
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
