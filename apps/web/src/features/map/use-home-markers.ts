// The map's markers, rebuilt whenever what should be drawn changes (a pan, a zoom, new results):
// price labels for single homes and count bubbles for clusters.

import type { PropertyCard } from "@roost/shared/contracts/properties.ts";
import L from "leaflet";
import { useEffect, useState } from "react";
import type { MapMarker } from "./map-clusters.ts";
import { clusterMarker, homeMarker } from "./map-markers.ts";

export interface DrawnMarker {
  marker: L.Marker;
  /** The home it stands for, or every home in its cluster. */
  homeIds: string[];
}

interface Handlers {
  onSelect(id: string): void;
  onHighlight(id: string | null): void;
}

export function useHomeMarkers(
  map: L.Map | null,
  markers: readonly MapMarker[],
  homesById: ReadonlyMap<string, PropertyCard>,
  { onSelect, onHighlight }: Handlers,
): DrawnMarker[] {
  const [drawn, setDrawn] = useState<DrawnMarker[]>([]);
  useEffect(() => {
    if (!map) return;
    const layer = L.layerGroup().addTo(map);
    const next: DrawnMarker[] = [];
    for (const m of markers) {
      if (m.kind === "cluster") {
        const marker = clusterMarker(m.count, [m.lat, m.lng]).on("click", () =>
          map.setView([m.lat, m.lng], Math.min(m.expansionZoom, map.getMaxZoom())),
        );
        next.push({ marker: marker.addTo(layer), homeIds: m.homeIds });
        continue;
      }
      const home = homesById.get(m.id);
      if (!home) continue;
      const marker = homeMarker(home, [m.lat, m.lng])
        .on("click", () => onSelect(m.id))
        .on("mouseover", () => onHighlight(m.id))
        .on("mouseout", () => onHighlight(null))
        .addTo(layer);
      // Keyboard users get the same highlight as the mouse.
      const element = marker.getElement();
      element?.addEventListener("focus", () => onHighlight(m.id));
      element?.addEventListener("blur", () => onHighlight(null));
      next.push({ marker, homeIds: [m.id] });
    }
    setDrawn(next);
    return () => {
      layer.remove();
    };
  }, [map, markers, homesById, onSelect, onHighlight]);
  return drawn;
}
