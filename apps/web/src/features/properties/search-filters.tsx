// The search filters in their two layouts, each a search form (search-form.tsx): every field on the
// page in two rows from lg up, and below that a 'Filters (n)' link opening a sheet from the bottom.
// The sheet is a <dialog>: the app opens it as a modal; before the app has loaded, or without
// JavaScript, the link's #fragment shows it (:target) and its button sends the form. The fields
// themselves are filter-fields.tsx, property-type-filter.tsx and search-text-input.tsx.
import { SlidersHorizontal, X } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { TARGET_SHOWN_FLEX, useTargetDialog } from "../../lib/use-target-dialog.ts";
import { CampusFilter } from "./campus-filter.tsx";
import {
  AdvertTypeSelect,
  AreaSelect,
  BedroomsSelect,
  type FilterControlsProps,
  FurnishingSelect,
  filterLabelClass,
  MoveInSelect,
  MustHaves,
  PriceProblem,
  PriceSelects,
  WeeklyPriceSelects,
} from "./filter-fields.tsx";
import { PropertyTypeCheckboxes, PropertyTypeDisclosure } from "./property-type-filter.tsx";
import { SearchForm } from "./search-form.tsx";
import { FILTER_FORM_FIELDS } from "./search-form-params.ts";
import { SearchTextInput } from "./search-text-input.tsx";

interface FormLayoutProps extends FilterControlsProps {
  params: URLSearchParams;
  /** The same search without its filters ('Clear filters'), or null when nothing is filtered. */
  clearedHref: string | null;
}

/** The sheet's fields: all but the text, which sits beside the 'Filters' link on a phone. */
const SHEET_FIELDS = FILTER_FORM_FIELDS.filter((field) => field !== "q");

/** The element the 'Filters' link points at, shown by :target before the app is there. */
const SHEET_ID = "search-filters";

/** Where the sheet's close link leads without the app: the results, which moves :target off it. */
export const RESULTS_ID = "search-results";

/** lg and wider: every filter on the page, in two rows. */
export function FilterBar({ filters, area, params, clearedHref }: FormLayoutProps) {
  return (
    <SearchForm
      area={area}
      params={params}
      holds={FILTER_FORM_FIELDS}
      label="Search filters"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="grid grid-cols-6 items-end gap-3">
        <SearchTextInput value={filters.q} label="Search" className="col-span-2" />
        <AreaSelect area={area} />
        <PriceSelects filters={filters} />
        <BedroomsSelect filters={filters} />
        <PropertyTypeDisclosure filters={filters} />
        <FurnishingSelect filters={filters} />
        <AdvertTypeSelect filters={filters} />
        <WeeklyPriceSelects filters={filters} />
        <MoveInSelect filters={filters} />
        <MustHaves filters={filters} className="col-span-2" />
        <CampusFilter filters={filters} />
        {/* The last row's right end, whatever the fields before it fill. */}
        <div className="col-span-2 col-end-7 flex h-11 items-center justify-end gap-2">
          <ClearFilters href={clearedHref}>
            <X className="size-4" aria-hidden /> Clear filters
          </ClearFilters>
          {/* Every change searches at once; this is the form's own button, for Enter-less use
              and for a page the app has not reached yet. */}
          <Button type="submit" className="h-11">
            Search
          </Button>
        </div>
      </div>
      <div className="mt-2 empty:hidden">
        <PriceProblem filters={filters} />
      </div>
    </SearchForm>
  );
}

/** Below lg: the text box, and a 'Filters (n)' link opening a sheet from the bottom with the rest. */
export function PhoneFilters({
  filters,
  area,
  params,
  clearedHref,
  activeCount,
  resultsText,
}: FormLayoutProps & { activeCount: number; resultsText: string | null }) {
  const { open, close, dialog } = useTargetDialog(SHEET_ID);
  const titleId = useId();
  return (
    <div className="flex items-end gap-2 lg:hidden">
      <SearchForm area={area} params={params} holds={["q"]} label="Search homes" className="min-w-0 flex-1">
        <SearchTextInput value={filters.q} label="Search homes" placeholder="Street or postcode" hideLabel />
      </SearchForm>
      <Button asChild variant="secondary" className="h-11 shrink-0">
        <a href={`#${SHEET_ID}`} onClick={open} aria-label={`Filters, ${activeCount} active`}>
          <SlidersHorizontal className="size-4" aria-hidden />
          Filters{activeCount > 0 ? ` (${activeCount})` : ""}
        </a>
      </Button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop's click; Escape is the dialog's own. */}
      <dialog
        {...dialog}
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-hint`}
        // A click on the backdrop is a click on the dialog itself: it closes the sheet.
        onClick={(event) => event.target === event.currentTarget && close()}
        className={`fixed inset-x-0 bottom-0 top-auto z-50 m-0 max-h-[88dvh] w-full max-w-none flex-col rounded-t-2xl bg-white p-0 shadow-2xl open:flex backdrop:bg-stone-900/50 ${TARGET_SHOWN_FLEX} sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:max-h-[85vh] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl`}
      >
        <SearchForm
          area={area}
          params={params}
          holds={SHEET_FIELDS}
          label="Filters"
          className="flex min-h-0 flex-1 flex-col"
          onSearched={close}
        >
          <div className="flex items-center justify-between border-b border-stone-200 px-5 py-4">
            <h2 id={titleId} className="text-lg font-semibold text-stone-900">
              Filters
            </h2>
            <a
              href={`#${RESULTS_ID}`}
              onClick={close}
              className="rounded-md p-1.5 text-stone-500 hover:bg-stone-100"
              aria-label="Close filters"
            >
              <X className="size-5" aria-hidden />
            </a>
          </div>
          <div className="flex-1 space-y-5 overflow-y-auto px-5 py-5">
            <p id={`${titleId}-hint`} className="sr-only">
              Narrow down the homes shown. Results update as you choose.
            </p>
            <AreaSelect area={area} />
            <div className="grid grid-cols-2 gap-3">
              <PriceSelects filters={filters} />
              <WeeklyPriceSelects filters={filters} />
            </div>
            <PriceProblem filters={filters} />
            <MoveInSelect filters={filters} />
            <div className="grid grid-cols-2 gap-3">
              <BedroomsSelect filters={filters} />
              <FurnishingSelect filters={filters} />
            </div>
            <AdvertTypeSelect filters={filters} />
            <MustHaves filters={filters} />
            <CampusFilter filters={filters} className="grid grid-cols-2 gap-3" />
            <fieldset>
              <legend className={filterLabelClass}>Property type</legend>
              <PropertyTypeCheckboxes selected={filters.property_type} />
            </fieldset>
          </div>
          <div className="flex items-center gap-3 border-t border-stone-200 px-5 py-4">
            <ClearFilters href={clearedHref}>Clear all</ClearFilters>
            <Button type="submit" className="ml-auto h-11 min-w-40">
              {resultsText ? `Show ${resultsText}` : "Show results"}
            </Button>
          </div>
        </SearchForm>
      </dialog>
    </div>
  );
}

/** A link to the search without its filters; dimmed and inert when nothing is filtered. */
function ClearFilters({ href, children }: { href: string | null; children: ReactNode }) {
  if (!href)
    return (
      <Button type="button" variant="ghost" disabled>
        {children}
      </Button>
    );
  return (
    <Button asChild variant="ghost">
      <Link to={href}>{children}</Link>
    </Button>
  );
}
