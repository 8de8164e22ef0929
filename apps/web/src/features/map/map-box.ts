// The map's visible box in the URL's terms (bbox=south,west,north,east, contracts/geo-search.ts),
// and the search page's view (list, or list with map) in its `view` parameter. Pure, so the rules
// are tested without a browser.

import type { MapBox } from "@roost/shared/contracts/geo-search.ts";

/** Decimals kept in a box: 4 is about 10 m, plenty for a search box and short in a URL. */
const BOX_DECIMALS = 4;
const SCALE = 10 ** BOX_DECIMALS;

/**
 * A box around what the map shows, rounded outwards so every home on screen stays inside it; a
 * map zoomed out past the API's largest box is clamped to it, around its centre.
 */
export function boxAround(bounds: MapBox, maxSpan: { lat: number; lng: number }): MapBox {
  const clamp = (low: number, high: number, span: number) => {
    if (high - low <= span) return [low, high];
    const middle = (low + high) / 2;
    return [middle - span / 2, middle + span / 2];
  };
  const [south, north] = clamp(Math.max(bounds.south, -90), Math.min(bounds.north, 90), maxSpan.lat);
  const [west, east] = clamp(Math.max(bounds.west, -180), Math.min(bounds.east, 180), maxSpan.lng);
  const down = (v: number) => Math.floor(v * SCALE + 1e-9) / SCALE;
  const up = (v: number) => Math.ceil(v * SCALE - 1e-9) / SCALE;
  // Rounding outwards may only ever add a step; back inside the span if that crossed it.
  const fit = (low: number, high: number, span: number) =>
    up(high) - down(low) > span ? [up(low), down(high)] : [down(low), up(high)];
  const [s, n] = fit(south, north, maxSpan.lat);
  const [w, e] = fit(west, east, maxSpan.lng);
  return { south: s, west: w, north: n, east: e };
}

export function sameBox(a: MapBox | undefined, b: MapBox | undefined): boolean {
  if (!a || !b) return a === b;
  return a.south === b.south && a.west === b.west && a.north === b.north && a.east === b.east;
}

export type SearchView = "list" | "map";
export const VIEW_PARAM = "view";

/** ?view=map opens the map; anything else is the list (the default, and the lighter page). */
export function searchView(params: URLSearchParams): SearchView {
  return params.get(VIEW_PARAM) === "map" ? "map" : "list";
}

/** The same URL in another view; the list is the default, so it has no parameter. */
export function withView(params: URLSearchParams, view: SearchView): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view === "map") next.set(VIEW_PARAM, "map");
  else next.delete(VIEW_PARAM);
  return next;
}
