import { formatMoveIn, moveInText, parseMoveIn } from "./move-in.ts";
import type { EmailFrequency } from "./notification-settings.ts";
import { formatPounds } from "./price.ts";
import { areaBySlug, type PropertyStatus } from "./property.ts";

// Saved searches and their alerts (decision 033): a signed-in user keeps the filters of a
// search under a name and hears when a new home matching them goes live.

/** At most this many saved searches per user: enough for every area and budget someone weighs up. */
export const SAVED_SEARCHES_MAX = 20;

export const SAVED_SEARCH_NAME_MAX = 60;

export const SAVED_SEARCH_TEXTS = {
  limitReached: `You can save up to ${SAVED_SEARCHES_MAX} searches. Delete one you no longer need to save this one.`,
  unsupportedFilter: (keys: readonly string[]) =>
    `This search cannot be saved: saving the ${keys.join(", ")} filter is not supported yet.`,
  unknownArea: "This search cannot be saved: its area is not one Roost knows.",
  matchTitle: "New home for your saved search",
  matchMessage: (searchName: string, address: string) => `${address} matches "${searchName}".`,
  emailSubject: (searchName: string, address: string) => `New home for "${searchName}": ${address}`,
  emailIntro: "A home matching your saved search has just gone live on Roost.",
  emailMatched: (searchNames: readonly string[]) =>
    `Matches ${searchNames.map((name) => `"${name}"`).join(", ")}`,
  digestHeading: "New homes for your saved searches",
} as const;

/**
 * How a home matched by one saved search is emailed: the search's own alert and the person's
 * saved-search email setting combine, off winning over daily, daily over instant.
 */
export function combinedAlert(search: EmailFrequency, setting: EmailFrequency): EmailFrequency {
  if (search === "off" || setting === "off") return "off";
  return search === "daily" || setting === "daily" ? "daily" : "instant";
}

/** The searches' alert choices whose homes go into the daily digest, given the person's setting. */
export const digestedAlerts = (setting: EmailFrequency): EmailFrequency[] =>
  (["instant", "daily"] as const).filter((alert) => combinedAlert(alert, setting) === "daily");

export interface NameableFilters {
  area?: string;
  q?: string;
  min_price?: number;
  max_price?: number;
  bedrooms?: number;
  min_pppw?: number;
  max_pppw?: number;
  move_in?: string;
}

/** "£500–£1,000", "up to £1,000", "from £500", or null for no range. */
function rangeText(min: number | undefined, max: number | undefined, unit = ""): string | null {
  if (min !== undefined && max !== undefined) return `${formatPounds(min)}–${formatPounds(max)}${unit}`;
  if (max !== undefined) return `up to ${formatPounds(max)}${unit}`;
  if (min !== undefined) return `from ${formatPounds(min)}${unit}`;
  return null;
}

/**
 * A saved search's first name, read off its filters ("Fallowfield, £500–£1,000, 2+ beds";
 * "Fallowfield, up to £140 pppw, 4+ beds, moving in 2027/28").
 */
export function defaultSearchName(filters: NameableFilters): string {
  const parts = [filters.area ? (areaBySlug(filters.area)?.name ?? filters.area) : "All areas"];
  const monthly = rangeText(filters.min_price, filters.max_price);
  if (monthly) parts.push(monthly);
  const weekly = rangeText(filters.min_pppw, filters.max_pppw, " pppw");
  if (weekly) parts.push(weekly);
  if (filters.bedrooms) parts.push(`${filters.bedrooms}+ beds`);
  const moveIn = filters.move_in ? parseMoveIn(filters.move_in) : null;
  // "2027/28" alone: the words "academic year" would not fit the name.
  if (moveIn) parts.push(`moving in ${moveIn.kind === "year" ? formatMoveIn(moveIn) : moveInText(moveIn)}`);
  if (filters.q) parts.push(`“${filters.q}”`);
  // Parts that do not fit whole are left out (the list shows every filter beside the name); only
  // a name of one long part is cut.
  const name = parts.reduce((kept, part) => {
    const longer = `${kept}, ${part}`;
    return longer.length <= SAVED_SEARCH_NAME_MAX ? longer : kept;
  });
  return name === parts[0] && parts.length > 1 ? parts.join(", ").slice(0, SAVED_SEARCH_NAME_MAX) : name;
}

/**
 * A listing "goes live" for saved-search alerts when it comes onto the market open to offers:
 * from draft, paused or expired to published or available. Let agreed never alerts, and a move
 * between live statuses is not news.
 */
export function goesLiveForAlerts(from: PropertyStatus, to: PropertyStatus): boolean {
  return (
    (from === "draft" || from === "pause" || from === "expired") && (to === "published" || to === "available")
  );
}
