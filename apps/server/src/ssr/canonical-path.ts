// One address per page: a page reached by another spelling of its path answers a
// permanent redirect to the canonical one, so search engines merge the two and links shared with a
// trailing slash or a capital letter still count for the page. The browser's router does the same
// for in-app navigation (resolveArea in apps/web), but a crawler only sees what the server says.

import { areaBySlug } from "@roost/shared/domain/property.ts";

const SEARCH_PREFIX = "/properties-to-rent";
/** The search page over every area, beside the area pages. */
const ALL_AREAS = "all";

/** The canonical path for `pathname`, or null when it already is one (or names no known page). */
export function canonicalPath(pathname: string): string | null {
  // A path that starts with two slashes (or a backslash, which browsers read as one) would be a
  // redirect to another site ("//evil.example" is protocol-relative): it collapses to one slash.
  const rooted = pathname.replace(/^[/\\]+/, "/");
  const trimmed = rooted.length > 1 ? rooted.replace(/\/+$/, "") || "/" : rooted;
  const canonical = canonicalSearchPath(trimmed) ?? trimmed;
  return canonical === pathname ? null : canonical;
}

/** /properties-to-rent (no area) and an area in another spelling: "Fallowfield", "victoria_park". */
function canonicalSearchPath(pathname: string): string | null {
  if (pathname === SEARCH_PREFIX) return `${SEARCH_PREFIX}/${ALL_AREAS}`;
  if (!pathname.startsWith(`${SEARCH_PREFIX}/`)) return null;
  const spelling = decoded(pathname.slice(SEARCH_PREFIX.length + 1));
  if (spelling === null || spelling.includes("/")) return null;
  if (spelling.trim().toLowerCase() === ALL_AREAS) return `${SEARCH_PREFIX}/${ALL_AREAS}`;
  const area = areaBySlug(spelling);
  return area ? `${SEARCH_PREFIX}/${area.slug}` : null;
}

/** Hono hands the path over decoded when it can; a stray escape left in it is decoded here. */
function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Where a search sent from a form lands: the home page's search and the search page's filters are
 * GET forms to the search page without an area (so they work before the app has loaded), and
 * `?area=` becomes the area's own address, with the other fields kept but for the empty ones (a
 * field left at "any"). Null for any other request.
 */
export function searchFormTarget(pathname: string, params: URLSearchParams): string | null {
  if (pathname !== SEARCH_PREFIX || !params.has("area")) return null;
  const spelling = params.get("area") ?? "";
  const rest = new URLSearchParams(
    [...params].filter(([key, value]) => key !== "area" && value.trim() !== ""),
  );
  const area =
    spelling.trim().toLowerCase() === ALL_AREAS ? ALL_AREAS : (areaBySlug(spelling)?.slug ?? ALL_AREAS);
  const qs = rest.toString();
  return `${SEARCH_PREFIX}/${area}${qs ? `?${qs}` : ""}`;
}
