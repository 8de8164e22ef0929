import { APP_READY_ATTRIBUTE } from "@roost/shared/contracts/server-rendering.ts";
import { useEffect } from "react";

/** The parts of a page that hydrate on their own, each when its chunk has come (app-shell.tsx). */
let partsToHydrate = 2;

/**
 * Marks #root once the whole page is the app's. Hydration claims the outer elements first and
 * each lazy part (the page, the footer's form) when its chunk has come; until then a tap meets the
 * server's links and forms, which do the same job (decision 050). Placed in each of those parts;
 * journeys that check what hydration keeps wait for the mark; the others, like a person, never do.
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
