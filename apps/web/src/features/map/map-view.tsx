// The parts of the map view that belong to the search page itself (no Leaflet here): the List/Map
// toggle, the "map area" chip, the side-by-side layout with the map's lazy chunk in its column,
// and the card↔pin highlight state.

import { MAP_TEXTS } from "@roost/shared/domain/map-search.ts";
import { List, Map as MapIcon, X } from "lucide-react";
import { type FocusEvent, lazy, type ReactNode, useCallback, useState } from "react";
import { Link } from "react-router";
import { cn } from "../../components/ui/cn.ts";
import { type SearchView, withView } from "./map-box.ts";
import { MapSlot, NoMap } from "./map-slot.tsx";
import type { SearchMapProps } from "./search-map.tsx";

// Never in the server build (import.meta.env.SSR is a build-time constant, so the import goes):
// Leaflet touches `window` as it loads, and the server renders MapSlot's placeholder anyway.
const SearchMap = lazy(async () => ({
  default: import.meta.env.SSR ? NoMap : (await import("./search-map.tsx")).SearchMap,
}));

/**
 * List or map: links to the same search in the other view, so a tap works before the app has
 * loaded, and without JavaScript the map view says it needs it.
 */
export function ViewToggle({ view, params }: { view: SearchView; params: URLSearchParams }) {
  const option = (value: SearchView, label: string, icon: ReactNode) => (
    <Link
      to={{ search: withView(params, value).toString() }}
      aria-current={view === value ? "true" : undefined}
      className={cn(
        "inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-medium transition-colors",
        view === value ? "bg-white text-stone-900 shadow-sm" : "text-stone-600 hover:text-stone-900",
      )}
    >
      {icon}
      {label}
    </Link>
  );
  return (
    <fieldset className="inline-flex rounded-lg bg-stone-100 p-0.5">
      <legend className="sr-only">Show results as</legend>
      {option("list", MAP_TEXTS.showList, <List className="size-4" aria-hidden />)}
      {option("map", MAP_TEXTS.showMap, <MapIcon className="size-4" aria-hidden />)}
    </fieldset>
  );
}

/** Shown while the map area narrows the results, in both views, with the way out. */
export function MapAreaChip({ onClear }: { onClear(): void }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-brand-600 bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-800">
      {MAP_TEXTS.inThisArea}
      <button
        type="button"
        onClick={onClear}
        aria-label={MAP_TEXTS.clearArea}
        className="rounded-full p-0.5 hover:bg-brand-100"
      >
        <X className="size-4" aria-hidden />
      </button>
    </span>
  );
}

/**
 * The results area's layout. In the map view, from the lg breakpoint: list left (two columns of
 * cards instead of three), the map right, sticky while the list scrolls; on a phone the map alone,
 * where the toggle switches back. The map column is placed explicitly in the grid's first column
 * two, so the list's own elements (grid, load more) fill column one in order without knowing.
 */
export function mapLayout(view: SearchView): string | false {
  return (
    view === "map" &&
    "lg:grid lg:grid-cols-2 lg:gap-x-6 max-lg:[&>:not([data-map-column])]:hidden lg:[&>ul]:grid-cols-2"
  );
}

export function MapColumn(props: SearchMapProps) {
  return (
    <div data-map-column className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
      <div className="h-[70vh] min-h-96 lg:sticky lg:top-4 lg:h-[calc(100vh-2rem)]">
        <MapSlot>
          <SearchMap {...props} />
        </MapSlot>
      </div>
    </div>
  );
}

/**
 * Which home is highlighted, and the props that let a card set it. Only while the map shows: in
 * the list view hovering cards re-renders nothing.
 */
export function useMapHighlight(enabled: boolean) {
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const cardProps = useCallback(
    (id: string) =>
      enabled
        ? {
            onMouseEnter: () => setHighlightedId(id),
            onMouseLeave: () => setHighlightedId(null),
            onFocus: () => setHighlightedId(id),
            onBlur: (e: FocusEvent<HTMLElement>) => {
              if (!e.currentTarget.contains(e.relatedTarget)) setHighlightedId(null);
            },
            "data-highlighted": highlightedId === id || undefined,
            className: cn(
              "rounded-xl transition-shadow",
              highlightedId === id && "ring-2 ring-brand-600 ring-offset-2",
            ),
          }
        : {},
    [enabled, highlightedId],
  );
  return { highlightedId, setHighlightedId, cardProps };
}
