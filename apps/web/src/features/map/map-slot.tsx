// Where a lazy map goes: in the browser only (Leaflet needs `window`; the server renders the
// placeholder, of the same size, which says the map needs JavaScript where it is off), with a placeholder while the chunk downloads and a way out when
// it cannot (offline, or a deploy replaced it), so the page around it keeps working.

import { MAP_TEXTS } from "@roost/shared/domain/map-search.ts";
import { Component, type ReactNode, Suspense, useSyncExternalStore } from "react";

const noSubscription = () => () => {};

export function MapSlot({ children }: { children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!inBrowser)
    return (
      <MapPlaceholder>
        <noscript>{MAP_TEXTS.needsJavaScript}</noscript>
      </MapPlaceholder>
    );
  return (
    <MapLoadBoundary>
      <Suspense fallback={<MapPlaceholder />}>{children}</Suspense>
    </MapLoadBoundary>
  );
}

/** In the server build, in place of a map module (never imported there: Leaflet needs `window`). */
export function NoMap(_props: object) {
  return null;
}

function MapPlaceholder({ children }: { children?: ReactNode }) {
  return (
    <div
      className="flex h-full min-h-40 items-center justify-center rounded-xl border border-stone-200 bg-stone-100 p-6 text-center text-sm text-stone-600"
      data-testid="map-placeholder"
    >
      {children ?? <span className="animate-pulse">{MAP_TEXTS.loading}</span>}
    </div>
  );
}

class MapLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <MapPlaceholder>
        <span role="alert">
          {MAP_TEXTS.chunkFailed}{" "}
          <button
            type="button"
            className="font-semibold text-brand-700 underline"
            onClick={() => this.setState({ failed: false })}
          >
            Try again
          </button>
        </span>
      </MapPlaceholder>
    );
  }
}
