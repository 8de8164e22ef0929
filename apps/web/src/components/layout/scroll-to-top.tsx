import { useEffect } from "react";
import { useLocation } from "react-router";

/** Every path change starts at the top of the page (spec §2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change itself is the trigger.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
