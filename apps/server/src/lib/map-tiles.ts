// Where the search map's tiles come from (MAP_TILES_URL, decision 037). The template is handed to
// the browser through /api/config, and only its origin joins the CSP's img-src and connect-src.
import { z } from "zod";

/** OpenStreetMap's own tiles: fine for development and light use (its tile usage policy). */
export const DEFAULT_MAP_TILES_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
/** The licence (ODbL) requires this credit on the map. */
export const DEFAULT_MAP_TILES_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const TILES_URL_ISSUE =
  "the map's tile address: an http(s) URL with {z}, {x} and {y} in it, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png";

/** An http(s) URL template naming the zoom and both tile coordinates → it and its origin. */
export const mapTilesUrl = z
  .string()
  .trim()
  .transform((url, ctx) => {
    const origin = tilesOrigin(url);
    if (origin && ["{z}", "{x}", "{y}"].every((part) => url.includes(part))) return { url, origin };
    ctx.addIssue({ code: "custom", message: TILES_URL_ISSUE });
    return z.NEVER;
  });

/**
 * The origin the tiles load from, for the CSP: "https://tile.openstreetmap.org". A subdomain
 * placeholder ({s}.tile.example.org) becomes a wildcard, which CSP allows in a host.
 */
export function tilesOrigin(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template);
  if (!match) return null;
  const host = match[2].replace("{s}", "*");
  if (/[{}]/.test(host)) return null;
  try {
    // Checks the host is a host (the wildcard aside) and normalises its case.
    const parsed = new URL(`${match[1]}://${host.replace("*", "s")}`);
    return `${parsed.protocol}//${host.toLowerCase()}`;
  } catch {
    return null;
  }
}
