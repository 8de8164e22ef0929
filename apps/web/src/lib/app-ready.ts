import { APP_READY_ATTRIBUTE } from "@roost/shared/contracts/server-rendering.ts";
import { useEffect } from "react";

/** The parts of a page that hydrate on their own, each when its chunk has come (routes.tsx). */
let partsToHydrate = 2;

/**
 * Marks #root once the whole page is the app's. Hydration claims the outer elements first and
 * each lazy part (the page, the footer's form) when its chunk has come, so a tap before this may
 * meet a part with no handlers yet (boot.ts holds back the browser's own form submissions). Placed in
 * each of those parts; the end-to-end tests wait for the mark (e2e/fixtures.ts).
 */
export function MarkHydrated() {
  useEffect(() => {
    partsToHydrate -= 1;
    if (partsToHydrate === 0) document.getElementById("root")?.setAttribute(APP_READY_ATTRIBUTE, "");
    return () => {
      partsToHydrate += 1;
    };
  }, []);
  return null;
}
