// One Leaflet map in a div, for as long as the component lives (decision 037: Leaflet without a
// React wrapper). The tile layer reports whether any tile arrived, so the map can say when it
// has none (no network, or the tile server down) instead of showing a grey box.

import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { type RefObject, useEffect, useState } from "react";
import { useClientConfig } from "../../lib/config.ts";

export type TilesState = "loading" | "loaded" | "failed";

export function useLeafletMap(container: RefObject<HTMLDivElement | null>, label: string) {
  const [map, setMap] = useState<L.Map | null>(null);
  const [tiles, setTiles] = useState<TilesState>("loading");
  const config = useClientConfig((c) => c.mapTiles);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const created = L.map(element, { zoomControl: true, attributionControl: true });
    // Screen readers announce the map region by its name; its controls stay keyboard reachable.
    element.setAttribute("aria-label", label);
    element.setAttribute("role", "region");
    setMap(created);
    return () => {
      created.remove();
      setMap(null);
    };
  }, [container, label]);

  const tilesUrl = config.data?.url;
  const attribution = config.data?.attribution;
  const configFailed = config.isError;
  useEffect(() => {
    if (!map) return;
    if (configFailed) {
      setTiles("failed");
      return;
    }
    if (!tilesUrl) return;
    let loaded = false;
    setTiles("loading");
    const layer = L.tileLayer(tilesUrl, { attribution, maxZoom: 19 })
      .on("tileload", () => {
        loaded = true;
        setTiles("loaded");
      })
      // A tile that fails after others loaded is a gap, not a broken map.
      .on("tileerror", () => {
        if (!loaded) setTiles("failed");
      })
      .addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, tilesUrl, attribution, configFailed]);

  return { map, tiles };
}
