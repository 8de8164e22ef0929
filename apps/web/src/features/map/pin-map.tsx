// The listing wizard's map (a lazy chunk): one pin the landlord drags, or moves by clicking the
// map, to the front door. The exact pin is theirs alone; tenants see an approximate point.

import type { LatLng } from "@roost/shared/domain/geo.ts";
import L from "leaflet";
import { useEffect, useRef } from "react";
import { useLeafletMap } from "./use-leaflet-map.ts";

/** Street level: close enough to tell one house from the next. */
const PIN_ZOOM = 16;

const PIN_ICON = L.divIcon({
  className: "group",
  html: '<span class="absolute left-0 top-0 block size-6 -translate-x-1/2 -translate-y-full rounded-full rounded-br-none rotate-45 border-2 border-white bg-brand-700 shadow-md group-focus-visible:ring-2 group-focus-visible:ring-brand-600 group-focus-visible:ring-offset-2"></span>',
  iconSize: [0, 0],
});

export interface PinMapProps {
  position: LatLng;
  onMove(position: LatLng): void;
}

export function PinMap({ position, onMove }: PinMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const { map, tiles } = useLeafletMap(container, "Map: drag the pin to the property");
  const pin = useRef<L.Marker | null>(null);
  const move = useRef(onMove);
  move.current = onMove;
  // The pin is made once per map, where it starts; later positions move it (below).
  const start = useRef(position);

  useEffect(() => {
    if (!map) return;
    const { lat, lng } = start.current;
    const marker = L.marker([lat, lng], {
      icon: PIN_ICON,
      draggable: true,
      keyboard: true,
      title: "The property's pin",
    }).addTo(map);
    marker.on("dragend", () => {
      const at = marker.getLatLng();
      move.current({ lat: at.lat, lng: at.lng });
    });
    const onClick = (e: L.LeafletMouseEvent) => move.current({ lat: e.latlng.lat, lng: e.latlng.lng });
    map.on("click", onClick);
    map.setView([lat, lng], PIN_ZOOM);
    pin.current = marker;
    return () => {
      map.off("click", onClick);
      marker.remove();
      pin.current = null;
    };
  }, [map]);

  useEffect(() => {
    const marker = pin.current;
    if (!marker || !map) return;
    const at = marker.getLatLng();
    if (at.lat === position.lat && at.lng === position.lng) return;
    marker.setLatLng([position.lat, position.lng]);
    // Keep the pin in view when it moved by other means (the arrow buttons, a new postcode).
    if (!map.getBounds().contains(marker.getLatLng())) map.panTo(marker.getLatLng());
  }, [map, position.lat, position.lng]);

  return (
    <div className="relative h-72 overflow-hidden rounded-xl border border-stone-200 bg-stone-100 sm:h-80">
      <div ref={container} className="isolate h-full w-full" data-testid="pin-map" data-tiles={tiles} />
      {tiles === "failed" && (
        <p
          role="status"
          className="pointer-events-none absolute inset-x-3 top-3 z-10 rounded-lg border border-stone-200 bg-white px-3 py-2 text-center text-sm text-stone-700 shadow-md"
        >
          The map can't be shown right now. Use the buttons below to move the pin, or leave it: the postcode's
          area is used.
        </p>
      )}
    </div>
  );
}
