// The listing wizard's "Pin on the map": the pin starts at the postcode district's
// centre and the landlord can drag it to the front door, click the map, or use the arrow
// buttons. It is optional: untouched, the listing keeps the district's centre.

import type { LatLng } from "@roost/shared/domain/geo.ts";
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, MapPin } from "lucide-react";
import { lazy, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { MapSlot, NoMap } from "./map-slot.tsx";
import { nudge, PIN_DIRECTIONS, type PinDirection, pinStart } from "./pin-position.ts";

// Left out of the server build, as the search map is (map-view.tsx).
const PinMap = lazy(async () => ({
  default: import.meta.env.SSR ? NoMap : (await import("./pin-map.tsx")).PinMap,
}));

const ARROWS: Record<PinDirection, typeof ArrowUp> = {
  north: ArrowUp,
  west: ArrowLeft,
  east: ArrowRight,
  south: ArrowDown,
};

export function PinPicker({
  postcode,
  latitude,
  longitude,
  error,
  onChange,
}: {
  postcode: string;
  latitude: number | null;
  longitude: number | null;
  /** The server's or the form's word on the pin (e.g. outside Greater Manchester). */
  error?: string;
  /** A new pin, or null to go back to the postcode district's centre. */
  onChange(position: LatLng | null): void;
}) {
  const [open, setOpen] = useState(false);
  const start = pinStart(postcode, latitude, longitude);
  return (
    <section aria-labelledby="pin-heading" className="sm:col-span-2">
      <h3 id="pin-heading" className="flex items-center gap-1.5 text-sm font-medium text-stone-900">
        <MapPin className="size-4 text-brand-700" aria-hidden />
        Pin on the map <span className="font-normal text-stone-500">(optional)</span>
      </h3>
      <p className="mt-1 text-sm text-stone-600" data-testid="pin-status">
        {start.kind === "none"
          ? "Enter the postcode above to place the pin."
          : start.kind === "district"
            ? `The pin is at the middle of ${start.district} (approximate). Move it to the property so distances to campus are right.`
            : "You placed the pin. Only you see it exactly; tenants see the area around it."}
      </p>
      {error && (
        <p className="mt-1 text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      )}
      {start.kind !== "none" && (
        <div className="mt-3 space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <Button
              type="button"
              variant="secondary"
              size="sm"
              aria-expanded={open}
              onClick={() => setOpen(!open)}
            >
              {open ? "Hide the map" : "Move the pin on a map"}
            </Button>
            {start.kind === "placed" && (
              <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
                Use the postcode's area instead
              </Button>
            )}
          </div>
          {open && (
            <>
              <MapSlot>
                <PinMap position={start.at} onMove={onChange} />
              </MapSlot>
              <fieldset className="flex flex-wrap items-center gap-2">
                <legend className="sr-only">Move the pin</legend>
                <span className="text-sm text-stone-600" aria-hidden>
                  Or step by step:
                </span>
                {PIN_DIRECTIONS.map((direction) => {
                  const Arrow = ARROWS[direction];
                  return (
                    <Button
                      key={direction}
                      type="button"
                      variant="secondary"
                      size="icon"
                      aria-label={`Move the pin ${direction}`}
                      onClick={() => onChange(nudge(start.at, direction))}
                    >
                      <Arrow className="size-4" aria-hidden />
                    </Button>
                  );
                })}
              </fieldset>
            </>
          )}
        </div>
      )}
    </section>
  );
}
