// The search map's own texts and starting view (decision 037). Not in the spec's §8
// catalogue; kept here with the other user-facing texts so the web app and its tests agree.

import type { LatLng } from "./geo.ts";
import { searchTotalFigure } from "./search-total.ts";

export const MAP_TEXTS = {
  showMap: "Map",
  showList: "List",
  searchThisArea: "Search this area",
  clearArea: "Clear map area",
  inThisArea: "Homes in the map area",
  empty: "No homes in this area — zoom out or search this area again",
  loading: "Loading homes…",
  error: "We couldn't load homes for the map.",
  tilesFailed:
    "The map can't be shown right now (no connection to the map server). The homes are still pinned on it and listed.",
  approximate: "Approximate location",
  viewHome: "View home",
  mapLabel: "Map of homes",
  chunkFailed: "The map couldn't load. Check your connection.",
  // With JavaScript switched off the Map link still leads to the map view, which says this.
  needsJavaScript: "The map needs JavaScript",
} as const;

/** When the map pins fewer homes than the search found (it pins the pages loaded so far). */
export function mapShowingText(shown: number, total: number): string {
  return `Showing ${shown.toLocaleString("en-GB")} of ${searchTotalFigure(total)} homes: zoom in and search this area, or load more.`;
}

/** Manchester city centre: where the map opens when there is nothing to fit it to. */
export const MAP_DEFAULT_CENTRE: LatLng = { lat: 53.4668, lng: -2.2339 };
export const MAP_DEFAULT_ZOOM = 12;
