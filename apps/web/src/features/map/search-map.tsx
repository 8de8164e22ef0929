// The search page's map (a lazy chunk: only a page with ?view=map downloads it and Leaflet).
// Homes of the loaded results as price labels, clustered when zoomed out; after the user moves
// the map, "Search this area" hands the visible box to the page, which puts it in the URL like
// any other filter. Hovering a pin highlights its card and back (the page holds that state).

import { MAP_BOX_MAX_SPAN, type MapBox } from "@roost/shared/contracts/geo-search.ts";
import type { PropertyCard } from "@roost/shared/contracts/properties.ts";
import {
  MAP_DEFAULT_CENTRE,
  MAP_DEFAULT_ZOOM,
  MAP_TEXTS,
  mapShowingText,
} from "@roost/shared/domain/map-search.ts";
import { PUBLIC_LOCATION_RADIUS_M } from "@roost/shared/domain/public-location.ts";
import L from "leaflet";
import { Search } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { boxAround } from "./map-box.ts";
import { CLUSTER_MAX_ZOOM, clusterHomes, type HomePoint } from "./map-clusters.ts";
import { HIGHLIGHTED_CLASS } from "./map-markers.ts";
import { MapMiniCard, MapNotice } from "./map-overlays.tsx";
import { useHomeMarkers } from "./use-home-markers.ts";
import { useLeafletMap } from "./use-leaflet-map.ts";

export interface SearchMapProps {
  /** The results loaded so far (every page the list shows). */
  homes: readonly PropertyCard[];
  /** How many homes the search found (null until known): the map says when it pins fewer. */
  total: number | null;
  status: "loading" | "error" | "ready";
  onRetry(): void;
  /** The bbox filter in the URL, if any: the map shows that box. */
  box: MapBox | undefined;
  /** Changes with the search; without a box the map fits each new search's homes. */
  searchKey: string;
  onSearchArea(box: MapBox): void;
  highlightedId: string | null;
  onHighlight(id: string | null): void;
}

/** From this zoom on, the lit home's approximate-location circle is drawn (streets are readable). */
const CIRCLE_ZOOM = 15;
const FIT_PADDING: L.PointTuple = [40, 40];

export function SearchMap(props: SearchMapProps) {
  const { homes, status, box, searchKey, onSearchArea, highlightedId, onHighlight } = props;
  const container = useRef<HTMLDivElement>(null);
  const { map, tiles } = useLeafletMap(container, MAP_TEXTS.mapLabel);
  const [view, setView] = useState<{ box: MapBox; zoom: number } | null>(null);
  const [moved, setMoved] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const points = useMemo(() => homes.flatMap(homePoint), [homes]);
  const clusters = useMemo(() => clusterHomes(points), [points]);
  const markers = useMemo(() => (view ? clusters.markersIn(view.box, view.zoom) : []), [clusters, view]);

  useEffect(() => {
    if (!map) return;
    const onMoveEnd = () => {
      setView(currentView(map));
      setMoved(true);
    };
    map.on("moveend", onMoveEnd);
    return () => {
      map.off("moveend", onMoveEnd);
    };
  }, [map]);

  // What the map was last fitted to: a box from the URL, or a search's homes. A user's pan is not
  // undone by a re-render; a new search, or Back to another box, moves the map.
  const fittedTo = useRef<string | null>(null);
  useEffect(() => {
    if (!map) return;
    const target = box ? `box:${boxKey(box)}` : status === "ready" ? `homes:${searchKey}` : null;
    if (target === null) {
      if (fittedTo.current === null) map.setView(toLatLng(MAP_DEFAULT_CENTRE), MAP_DEFAULT_ZOOM);
      fittedTo.current ??= "default";
    } else if (target !== fittedTo.current) {
      fittedTo.current = target;
      if (box) map.fitBounds(boxBounds(box), { animate: false });
      else if (points.length > 0)
        map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng])), {
          animate: false,
          padding: FIT_PADDING,
          maxZoom: CIRCLE_ZOOM,
        });
      else map.setView(toLatLng(MAP_DEFAULT_CENTRE), MAP_DEFAULT_ZOOM, { animate: false });
    } else return;
    // Leaflet's moveend for these moves ran synchronously above; they are not the user's.
    setView(currentView(map));
    setMoved(false);
  }, [map, box, status, searchKey, points]);

  const homesById = useMemo(() => new Map(homes.map((h) => [h.id, h])), [homes]);
  const registry = useHomeMarkers(map, markers, homesById, { onSelect: setSelectedId, onHighlight });
  useEffect(() => {
    for (const { marker, homeIds } of registry) {
      const lit = homeIds.includes(highlightedId ?? "") || homeIds.includes(selectedId ?? "");
      marker.getElement()?.classList.toggle(HIGHLIGHTED_CLASS, lit);
      marker.setZIndexOffset(lit ? 1000 : 0);
    }
  }, [registry, highlightedId, selectedId]);

  // The public point is up to PUBLIC_LOCATION_RADIUS_M from the home: at street level the lit
  // home shows that circle, so nobody takes its label for the front door.
  const litId = highlightedId ?? selectedId;
  const lit = litId ? points.find((p) => p.id === litId) : undefined;
  const streetLevel = (view?.zoom ?? 0) >= CIRCLE_ZOOM;
  useEffect(() => {
    if (!map || !lit || !streetLevel) return;
    const circle = L.circle([lit.lat, lit.lng], {
      radius: PUBLIC_LOCATION_RADIUS_M,
      interactive: false,
      color: "#0f766e",
      weight: 1,
      fillOpacity: 0.1,
    }).addTo(map);
    return () => {
      circle.remove();
    };
  }, [map, lit, streetLevel]);

  const searchArea = () => {
    if (!view) return;
    const next = boxAround(view.box, MAP_BOX_MAX_SPAN);
    // The map already shows this box: keep it as it is rather than refit to the rounded box.
    fittedTo.current = `box:${boxKey(next)}`;
    setMoved(false);
    onSearchArea(next);
  };

  const selected = selectedId ? homesById.get(selectedId) : undefined;
  const empty = status === "ready" && points.length === 0;
  return (
    <div className="relative h-full overflow-hidden rounded-xl border border-stone-200 bg-stone-100">
      <div ref={container} className="isolate h-full w-full" data-testid="search-map" data-tiles={tiles} />
      <div className="pointer-events-none absolute inset-x-0 top-3 z-10 flex flex-col items-center gap-2 px-14">
        {moved && view && (
          <Button size="sm" className="pointer-events-auto shadow-md" onClick={searchArea}>
            <Search className="size-4" aria-hidden />
            {MAP_TEXTS.searchThisArea}
          </Button>
        )}
        {tiles === "failed" && <MapNotice>{MAP_TEXTS.tilesFailed}</MapNotice>}
        {status === "loading" && <MapNotice>{MAP_TEXTS.loading}</MapNotice>}
        {status === "error" && (
          <MapNotice tone="error" action={{ label: "Try again", onClick: props.onRetry }}>
            {MAP_TEXTS.error}
          </MapNotice>
        )}
        {empty && <MapNotice>{MAP_TEXTS.empty}</MapNotice>}
        {status === "ready" && props.total !== null && props.total > homes.length && !selected && (
          <p className="rounded-lg bg-white/95 px-3 py-1.5 text-center text-xs text-stone-700 shadow-md">
            {mapShowingText(homes.length, props.total)}
          </p>
        )}
      </div>
      {selected && <MapMiniCard home={selected} onClose={() => setSelectedId(null)} />}
    </div>
  );
}

function homePoint(home: PropertyCard): HomePoint[] {
  return home.latitude === null || home.longitude === null
    ? []
    : [{ id: home.id, lat: home.latitude, lng: home.longitude }];
}

const toLatLng = (p: { lat: number; lng: number }): L.LatLngTuple => [p.lat, p.lng];
const boxKey = (b: MapBox) => [b.south, b.west, b.north, b.east].join(",");
const boxBounds = (b: MapBox) => L.latLngBounds([b.south, b.west], [b.north, b.east]);

function currentView(map: L.Map): { box: MapBox; zoom: number } {
  const b = map.getBounds();
  return {
    box: { south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() },
    // Past the clusters' last zoom every home is single; supercluster needs a zoom it knows.
    zoom: Math.min(map.getZoom(), CLUSTER_MAX_ZOOM + 1),
  };
}
