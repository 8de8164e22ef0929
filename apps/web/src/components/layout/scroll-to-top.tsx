import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Every path change starts at the top of the page (spec §2). The page the browser opened is left
 * where the browser put it: at a #fragment, back where the reader was, or wherever they scrolled
 * a server-rendered page to before the app took it over.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
